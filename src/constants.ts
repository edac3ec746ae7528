export const SYSTEM_ID = "storyteller-combat";
/** Where Foundry serves this system's files from. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
export const templatePath = (name: string): string => `${SYSTEM_PATH}/templates/${name}`;
