// What Foundry needs of a system's manifest and its package to install it, checked without Foundry. The fields and
// their shapes are the documented ones (Foundry's API pages for v13 and v14: SystemManifestData, PackageManifestData,
// PackageCompendiumData, PackageLanguageData, PackageAuthorData, PackageCompatibilityData, PackFolderData); nothing
// of Foundry's code is used here. Each function returns the problems it found, as sentences; none is a pass.
import { URL } from "node:url";

/** The top-level fields of a system's manifest (SystemManifestData). */
export const MANIFEST_FIELDS = [
  "id", "title", "description", "version", "authors", "url", "manifest", "download", "bugs", "changelog", "readme",
  "license", "compatibility", "esmodules", "scripts", "styles", "languages", "packs", "packFolders", "documentTypes",
  "relationships", "socket", "flags", "media", "exclusive", "persistentStorage", "protected", "background",
  "initiative", "grid", "primaryTokenAttribute", "secondaryTokenAttribute", "type",
];

/** The documents a compendium may hold. */
export const PACK_TYPES = ["Actor", "Adventure", "Cards", "Item", "JournalEntry", "Macro", "Playlist", "RollTable", "Scene"];

/** The documents whose subtypes a system may declare in documentTypes. */
export const SUBTYPED_DOCUMENTS = ["ActiveEffect", "Actor", "Adventure", "Card", "Cards", "ChatMessage", "Combat", "Combatant", "Item", "JournalEntryPage", "RegionBehavior"];

/** A package or compendium id: lower-case letters, digits, hyphens and underscores (the API pages: no spaces or special characters). */
const ID = /^[a-z0-9][a-z0-9_-]*$/;
/** A version as Foundry compares them: numbers separated by dots, an optional suffix. */
const VERSION = /^\d+(\.\d+)*([-+][\w.-]+)?$/;

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === "string" && value.trim() !== "";

function isWebUrl(value) {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A path inside the package: relative, forward slashes, never leaving it. */
function isPackagePath(value) {
  return isText(value) && !/^[a-z]+:/i.test(value) && !value.startsWith("/") && !value.includes("\\") && !value.split("/").includes("..");
}

function textList(manifest, field, problems) {
  const value = manifest[field];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${field} must be a list`);
    return [];
  }
  value.forEach((entry, index) => {
    const path = isObject(entry) ? entry.src : entry;
    if (!isPackagePath(path)) problems.push(`${field}[${index}] must be a path inside the package`);
  });
  return value.map((entry) => (isObject(entry) ? entry.src : entry)).filter(isText);
}

/**
 * The problems of a manifest against the documented fields: required ones present, each field of its type, ids and
 * versions in their form, URLs absolute, paths inside the package, packs and languages whole, pack folders naming
 * declared packs. With `release`, the manifest and download URLs a release is installed from are required.
 */
export function manifestProblems(manifest, { release = false } = {}) {
  const problems = [];
  if (!isObject(manifest)) return ["the manifest is not a JSON object"];
  for (const field of Object.keys(manifest)) if (!MANIFEST_FIELDS.includes(field)) problems.push(`${field} is not a manifest field`);
  if (!isText(manifest.id) || !ID.test(manifest.id)) problems.push("id must be lower-case letters, digits, hyphens or underscores");
  if (!isText(manifest.title)) problems.push("title is required");
  if (!isText(manifest.version) || !VERSION.test(manifest.version)) problems.push("version must be numbers separated by dots (1.2.0)");
  if (manifest.description !== undefined && typeof manifest.description !== "string") problems.push("description must be text");
  for (const field of ["url", "manifest", "download", "bugs", "changelog"]) {
    if (manifest[field] !== undefined && !isWebUrl(manifest[field])) problems.push(`${field} must be an http(s) URL`);
  }
  if (release) {
    if (!isWebUrl(manifest.manifest)) problems.push("a release needs its manifest URL, where Foundry looks for updates");
    if (!isWebUrl(manifest.download) || !new URL(manifest.download).pathname.endsWith(".zip")) problems.push("a release needs its download URL, the zip Foundry installs");
  }
  for (const field of ["readme", "license"]) {
    if (manifest[field] !== undefined && !isWebUrl(manifest[field]) && !isPackagePath(manifest[field])) problems.push(`${field} must be a path inside the package or a URL`);
  }
  if (manifest.authors !== undefined) {
    if (!Array.isArray(manifest.authors)) problems.push("authors must be a list");
    else manifest.authors.forEach((author, index) => isObject(author) && isText(author.name) ? null : problems.push(`authors[${index}] needs a name`));
  }
  if (manifest.compatibility !== undefined) {
    const compatibility = manifest.compatibility;
    if (!isObject(compatibility)) problems.push("compatibility must be an object");
    else {
      for (const key of Object.keys(compatibility)) {
        if (!["minimum", "verified", "maximum"].includes(key)) problems.push(`compatibility.${key} is not a compatibility field`);
        else if (typeof compatibility[key] !== "string" || !VERSION.test(compatibility[key])) problems.push(`compatibility.${key} must be a version or a generation, as text`);
      }
      const generation = (version) => Number(String(version).split(".")[0]);
      if (compatibility.minimum && compatibility.verified && generation(compatibility.minimum) > generation(compatibility.verified)) problems.push("compatibility.minimum is newer than compatibility.verified");
    }
  }
  textList(manifest, "esmodules", problems);
  textList(manifest, "scripts", problems);
  textList(manifest, "styles", problems);
  if (manifest.languages !== undefined) {
    if (!Array.isArray(manifest.languages)) problems.push("languages must be a list");
    else manifest.languages.forEach((language, index) => {
      if (!isObject(language) || !isText(language.lang)) problems.push(`languages[${index}] needs its lang code`);
      if (!isObject(language) || !isPackagePath(language.path)) problems.push(`languages[${index}] needs a path inside the package`);
      if (isObject(language) && language.name !== undefined && !isText(language.name)) problems.push(`languages[${index}].name must be text`);
    });
  }
  const packNames = [];
  if (manifest.packs !== undefined) {
    if (!Array.isArray(manifest.packs)) problems.push("packs must be a list");
    else manifest.packs.forEach((pack, index) => {
      const where = `packs[${index}]`;
      if (!isObject(pack)) return problems.push(`${where} must be an object`);
      if (!isText(pack.name) || !ID.test(pack.name)) problems.push(`${where}.name must be lower-case letters, digits, hyphens or underscores`);
      else if (packNames.includes(pack.name)) problems.push(`${where}.name ${pack.name} is declared twice`);
      else packNames.push(pack.name);
      if (!isText(pack.label)) problems.push(`${where}.label is required`);
      if (!isPackagePath(pack.path)) problems.push(`${where}.path must be a path inside the package`);
      if (!PACK_TYPES.includes(pack.type)) problems.push(`${where}.type must be one of ${PACK_TYPES.join(", ")}`);
      if (pack.system !== undefined && pack.system !== manifest.id) problems.push(`${where}.system must be this system's id`);
    });
  }
  const folderPacks = (folders, where) => {
    if (!Array.isArray(folders)) return problems.push(`${where} must be a list`);
    folders.forEach((folder, index) => {
      const at = `${where}[${index}]`;
      if (!isObject(folder) || !isText(folder.name)) return problems.push(`${at} needs a name`);
      if (folder.sorting !== undefined && !["a", "m"].includes(folder.sorting)) problems.push(`${at}.sorting must be "a" or "m"`);
      for (const name of folder.packs ?? []) if (!packNames.includes(name)) problems.push(`${at} names the pack ${name}, which is not declared`);
      if (folder.folders !== undefined) folderPacks(folder.folders, `${at}.folders`);
    });
  };
  if (manifest.packFolders !== undefined) folderPacks(manifest.packFolders, "packFolders");
  if (manifest.documentTypes !== undefined) {
    if (!isObject(manifest.documentTypes)) problems.push("documentTypes must be an object");
    else for (const [document, subtypes] of Object.entries(manifest.documentTypes)) {
      if (!SUBTYPED_DOCUMENTS.includes(document)) problems.push(`documentTypes.${document} is not a document with subtypes`);
      else if (!isObject(subtypes)) problems.push(`documentTypes.${document} must be an object of subtypes`);
      else for (const [subtype, config] of Object.entries(subtypes)) {
        if (subtype === "base") problems.push(`documentTypes.${document}.base is Foundry's own subtype`);
        if (!isObject(config)) problems.push(`documentTypes.${document}.${subtype} must be an object`);
        else if (config.htmlFields !== undefined && !(Array.isArray(config.htmlFields) && config.htmlFields.every(isText))) problems.push(`documentTypes.${document}.${subtype}.htmlFields must be a list of field paths`);
      }
    }
  }
  if (manifest.socket !== undefined && typeof manifest.socket !== "boolean") problems.push("socket must be true or false");
  if (manifest.grid !== undefined) {
    const grid = manifest.grid;
    if (!isObject(grid)) problems.push("grid must be an object");
    else {
      if (grid.type !== undefined && !Number.isInteger(grid.type)) problems.push("grid.type must be a whole number");
      if (grid.distance !== undefined && !(typeof grid.distance === "number" && grid.distance > 0)) problems.push("grid.distance must be a positive number");
      if (grid.units !== undefined && typeof grid.units !== "string") problems.push("grid.units must be text");
    }
  }
  for (const field of ["primaryTokenAttribute", "secondaryTokenAttribute", "initiative", "background"]) {
    if (manifest[field] !== undefined && typeof manifest[field] !== "string") problems.push(`${field} must be text`);
  }
  if (manifest.flags !== undefined && !isObject(manifest.flags)) problems.push("flags must be an object");
  return problems;
}

/**
 * Every file the manifest names, each as the package must hold it: its modules, scripts and stylesheets, language
 * files, each pack's folder (a compiled pack holds its CURRENT file), a local readme and license, and template.json.
 */
export function namedFiles(manifest) {
  const files = [];
  const paths = (list) => (Array.isArray(list) ? list.map((entry) => (isObject(entry) ? entry.src : entry)).filter(isText) : []);
  files.push(...paths(manifest.esmodules), ...paths(manifest.scripts), ...paths(manifest.styles));
  for (const language of Array.isArray(manifest.languages) ? manifest.languages : []) if (isText(language?.path)) files.push(language.path);
  for (const pack of Array.isArray(manifest.packs) ? manifest.packs : []) if (isText(pack?.path)) files.push(`${pack.path}/CURRENT`);
  for (const field of ["readme", "license"]) if (isText(manifest[field]) && !isWebUrl(manifest[field])) files.push(manifest[field]);
  files.push("template.json");
  return files;
}

/**
 * The templates the module loads, found in its own text, as paths inside the package: a name under the system's
 * templates folder (`"chronicle/card.hbs"`, joined to `systems/<id>/templates/` where it is loaded) or a whole
 * `systems/<id>/templates/…` path. Every one must be there, or a sheet or card fails to draw. Foundry's own
 * templates (`templates/…`) and another package's are not this package's.
 */
export function templatesNamedIn(moduleText, systemId) {
  const own = `systems/${systemId}/`;
  const found = new Set();
  for (const [, name] of moduleText.matchAll(/["'`]([\w./-]+\.hbs)["'`]/g)) {
    if (name.startsWith(own)) found.add(name.slice(own.length));
    else if (!name.startsWith("systems/") && !name.startsWith("modules/") && !name.startsWith("templates/")) found.add(`templates/${name}`);
  }
  return [...found].sort();
}

/** The files the manifest and the module name that the package lacks. */
export function missingFiles(manifest, packageFiles, moduleTexts = []) {
  const present = new Set(packageFiles);
  const wanted = [...namedFiles(manifest), ...moduleTexts.flatMap((text) => templatesNamedIn(text, manifest.id))];
  return [...new Set(wanted)].filter((file) => !present.has(file));
}
