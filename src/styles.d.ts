// The stylesheet the entry imports for Vite to build: a module of its own, ambient (no import or export here), so a
// type-check that resolves side-effect imports finds it.
declare module "*.scss";
