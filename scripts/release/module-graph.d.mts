export function relativeImports(text: string, from?: string): { static: string[]; dynamic: string[] };
export function loadedWith(file: string, read: (name: string) => string): string[];
export function reachableFrom(entry: string, read: (name: string) => string | undefined): string[];
