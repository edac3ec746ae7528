// The official pack CLI ships no type declarations; these are the two calls the build and its tests make.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(source: string, destination: string, options?: { log?: boolean; recursive?: boolean }): Promise<void>;
  export function extractPack(source: string, destination: string, options?: { log?: boolean; clean?: boolean }): Promise<void>;
}
