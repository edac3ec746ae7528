export function checkPackSource(folder: string): string[];
export function buildPacks(options?: { sourceRoot?: string; outRoot?: string }): Promise<string[]>;
