export const MANIFEST_FIELDS: string[];
export const PACK_TYPES: string[];
export const SUBTYPED_DOCUMENTS: string[];
export function manifestProblems(manifest: unknown, options?: { release?: boolean }): string[];
export function namedFiles(manifest: Record<string, unknown>): string[];
export function templatesNamedIn(moduleText: string, systemId: string): string[];
export function missingFiles(manifest: Record<string, unknown>, packageFiles: readonly string[], moduleTexts?: readonly string[]): string[];
