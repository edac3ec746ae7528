import { SYSTEM_ID } from "../../../constants";
import { SOURCE_SYSTEM_IDS, SOURCE_TITLES, type ImportOutcome, type ImportRefusal, type ImportSource } from "./imported";
import { isRecord, type JsonRecord } from "./source-reader";
import { importVtmV20, VTM_ACTOR_TYPES } from "./vtm-v20";
import { importWod20 } from "./wod20";
import { WOD20_ACTOR_TYPES } from "./wod20-names";

const refused = (key: string, data: Record<string, string | number> = {}): ImportOutcome => ({ ok: false, refusal: { key, data } satisfies ImportRefusal });

/** Which system wrote the file: Foundry stamps it in `_stats` (v10 and later) and in the export's own stamp (v13). */
function writtenBy(file: JsonRecord): { systemId: string; systemVersion: string } {
  const stats = isRecord(file._stats) ? file._stats : {};
  const exported = isRecord(stats.exportSource) ? stats.exportSource : {};
  const pick = (key: string) => (typeof stats[key] === "string" && stats[key] ? stats[key] : typeof exported[key] === "string" ? exported[key] : "");
  return { systemId: pick("systemId"), systemVersion: pick("systemVersion") };
}

/** With no stamp (a file edited by hand), the data's own shape says which of the two it is, or neither. */
function byShape(file: JsonRecord): ImportSource | null {
  const system = isRecord(file.system) ? file.system : {};
  const type = String(file.type);
  if (type in WOD20_ACTOR_TYPES && isRecord(system.abilities) && (isRecord(system.advantages) || isRecord(system.willpower))) return "wod20";
  const willpower = isRecord(system.willpower) ? system.willpower : {};
  const health = isRecord(system.health) ? system.health : {};
  if (type in VTM_ACTOR_TYPES && "max" in willpower && isRecord(health.levels)) return "vtm-v20";
  return null;
}

/**
 * What an exported actor file becomes: a Classic character from WoD20 or VTM-V20 with what had no place, or the
 * reason it cannot be imported (a file of another system, another document, a creature these imports do not map).
 */
export function importExport(json: unknown): ImportOutcome {
  if (!isRecord(json) || typeof json.type !== "string") return refused("STC.Classic.Import.Refused.NotActor");
  const { systemId, systemVersion } = writtenBy(json);
  if (systemId === SYSTEM_ID) return refused("STC.Classic.Import.Refused.OwnSystem");
  const stamped = (Object.keys(SOURCE_SYSTEM_IDS) as ImportSource[]).find((source) => SOURCE_SYSTEM_IDS[source] === systemId);
  if (systemId && !stamped) return refused("STC.Classic.Import.Refused.OtherSystem", { system: systemId });
  const source = stamped ?? byShape(json);
  if (!source) return refused("STC.Classic.Import.Refused.Unknown");
  if (!isRecord(json.system)) return refused("STC.Classic.Import.Refused.NotActor");
  const types = source === "wod20" ? WOD20_ACTOR_TYPES : VTM_ACTOR_TYPES;
  if (!Object.hasOwn(types, json.type)) return refused("STC.Classic.Import.Refused.ActorType", { system: SOURCE_TITLES[source], type: json.type, types: Object.keys(types).join(", ") });
  const mapped = source === "wod20" ? importWod20(json) : importVtmV20(json);
  return { ok: true, source, sourceVersion: systemVersion, ...mapped };
}
