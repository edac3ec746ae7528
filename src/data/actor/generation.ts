/** The generation table is a rule (src/rules/character/generation.ts); kept here for the imports that name this path. */
export { BLOOD_BY_GENERATION, bloodForGeneration, GENERATION_RANGE, MAX_BLOOD_POOL } from "../../rules/character/generation";
