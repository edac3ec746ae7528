import { SYSTEM_ID } from "../constants";
import { translate } from "../i18n";
import { migrateDocument, stepsAfter, type MigratedKind, type MigrationStep, type StoredDocument } from "./steps";
import { currentSchemaVersion, worldMigrationSteps } from "./world-steps";

/** What a migrated document offers the runner: its stored source, an update, and Foundry's own checks of a source. */
interface Migratable {
  id: string | null;
  toObject(): object;
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateSource(changes: Record<string, unknown>): object;
  validate(options: { strict: false }): boolean;
  constructor: new (data: object, context: { strict: false }) => Migratable;
}

interface MigratableActor extends Migratable {
  items: Iterable<Migratable>;
  updateEmbeddedDocuments(embeddedName: "Item", updates: Record<string, unknown>[]): Promise<unknown>;
}

export interface MigrationReport {
  from: number;
  to: number;
  actors: number;
  /** Unlinked tokens whose own actor data (the token's delta) was written. */
  tokens: number;
  items: number;
  /** Chat messages written, their cards' stored data or subtype changed. */
  messages: number;
  packs: number;
  failures: string[];
}

/** A world collection as the runner reads it: its documents, and those Foundry set aside as invalid at load. */
interface WorldCollection<T> extends Iterable<T> {
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string, options?: { strict?: boolean }): T | undefined;
}

/**
 * Every document of a world collection, with the ones that failed validation when the world loaded: Foundry keeps
 * those out of the collection (`invalidDocumentIds`) and builds one on request (`getInvalid`). Old data is a
 * common reason to fail, and a world recorded as migrated would never be looked at again, so they are migrated
 * too; one whose write Foundry still refuses is a failure, and the version is not recorded.
 */
function withInvalid<T>(collection: WorldCollection<T>): { document: T; invalid: boolean }[] {
  const invalid = [...(collection.invalidDocumentIds ?? [])].flatMap((id) => {
    const document = collection.getInvalid?.(id, { strict: false });
    return document ? [{ document, invalid: true }] : [];
  });
  return [...[...collection].map((document) => ({ document, invalid: false })), ...invalid];
}

interface TokenLike {
  name?: string | null;
  actorLink: boolean;
  actor: unknown;
}

interface SceneLike {
  name?: string | null;
  tokens: Iterable<TokenLike>;
}

/**
 * The unlinked tokens on the world's scenes. Each has its own actor, stored as the token's delta over the world
 * actor (its own system values and items); writing that actor writes the delta. Run after the world actors, so
 * what the token takes from its world actor is already migrated and only the delta's own data changes.
 */
function unlinkedTokens(scenes: Iterable<SceneLike> | undefined): { label: string; actor: MigratableActor }[] {
  const found: { label: string; actor: MigratableActor }[] = [];
  for (const scene of scenes ?? []) {
    for (const token of scene.tokens) {
      if (token.actorLink || !token.actor) continue;
      found.push({ label: `Token ${scene.name ?? ""} / ${token.name ?? ""}`, actor: token.actor as MigratableActor });
    }
  }
  return found;
}

function changesFor(document: Migratable, kind: MigratedKind, steps: MigrationStep[]): Record<string, unknown> | null {
  return migrateDocument(document.toObject() as StoredDocument, kind, steps);
}

/**
 * Writes a document's changes. Foundry resolves a write it refused as nothing, and so it does a write of a
 * document it set aside as invalid at load: `getInvalid` gives a temporary copy that its collection does not
 * hold, so once the server has saved the change the client finds no document to update
 * (client/data/client-backend.mjs, #handleUpdateDocuments) and `update` resolves `undefined`. For such a document
 * the write is judged beforehand instead: a copy of it with the changes must pass Foundry's validation whole, as it
 * must when the world next loads; one that would still be invalid is a failure, and nothing is written.
 */
async function writeChanges(document: Migratable, changes: Record<string, unknown>, invalid: boolean, what: string): Promise<void> {
  if (!invalid) {
    if (!(await document.update(changes))) throw new Error(`Foundry did not save the ${what}'s changes`);
    return;
  }
  const copy = new document.constructor(document.toObject(), { strict: false });
  copy.updateSource(structuredClone(changes));
  if (!copy.validate({ strict: false })) throw new Error(`the ${what} is still invalid after the migration`);
  await document.update(changes);
}

/** One actor and its own items: the actor's changes in one update, its items' in one embedded update. */
async function migrateActor(actor: MigratableActor, steps: MigrationStep[], invalid = false): Promise<{ actor: boolean; items: number }> {
  const actorChanges = changesFor(actor, "actor", steps);
  if (actorChanges) await writeChanges(actor, actorChanges, invalid, "actor");
  const itemUpdates = [...actor.items].flatMap((item) => {
    const changes = changesFor(item, "item", steps);
    return changes ? [{ _id: item.id, ...changes }] : [];
  });
  if (itemUpdates.length) {
    const written = await actor.updateEmbeddedDocuments("Item", itemUpdates);
    const count = Array.isArray(written) ? written.length : 0;
    if (count < itemUpdates.length) throw new Error(`Foundry saved ${count} of ${itemUpdates.length} items`);
  }
  return { actor: actorChanges !== null, items: itemUpdates.length };
}

/** A world or compendium actor migrated, counted in the report. */
async function migrateWorldActor(actor: MigratableActor, steps: MigrationStep[], report: MigrationReport, invalid = false): Promise<void> {
  const done = await migrateActor(actor, steps, invalid);
  if (done.actor) report.actors += 1;
  report.items += done.items;
}

async function migrateItem(item: Migratable, steps: MigrationStep[], report: MigrationReport, invalid = false): Promise<void> {
  const changes = changesFor(item, "item", steps);
  if (!changes) return;
  await writeChanges(item, changes, invalid, "item");
  report.items += 1;
}

async function migrateMessage(message: Migratable, steps: MigrationStep[], report: MigrationReport, invalid = false): Promise<void> {
  const changes = changesFor(message, "message", steps);
  if (!changes) return;
  await writeChanges(message, changes, invalid, "message");
  report.messages += 1;
}

async function guarded(report: MigrationReport, label: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    report.failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`${SYSTEM_ID} | migration failed for ${label}`, error);
  }
}

/** The world's compendia of actors and items; the system's own packs are rebuilt with each release. */
function worldPacks(packs: Iterable<foundry.documents.collections.CompendiumCollection.Any>): foundry.documents.collections.CompendiumCollection.Any[] {
  return [...packs].filter((pack) => pack.metadata.packageType === "world" && ["Actor", "Item"].includes(pack.documentName));
}

/**
 * Brings a world's data up to the current schema version (every installed ruleset's steps run): world actors with
 * their items, world items and chat messages (those that failed validation at load included), the own data of
 * unlinked tokens on the world's scenes, and the world's
 * compendia (unlocked for the work and locked again after). Runs on the active GM's client only, and
 * only when that is a full Gamemaster (an Assistant GM leaves it to the next Gamemaster who logs in),
 * shows its progress, and records the new version only when every document migrated.
 */
export async function migrateWorld(steps: readonly MigrationStep[] | undefined = undefined): Promise<MigrationReport | null> {
  const { actors, items, messages, packs: allPacks, user, i18n } = game;
  const notifications = ui.notifications;
  if (!user?.isActiveGM || !actors || !items || !messages || !allPacks || !i18n || !notifications) return null;
  // An Assistant GM may be the active Storyteller (no Gamemaster connected); the world's data waits for a Gamemaster.
  if (!user.hasRole("GAMEMASTER")) return null;
  const from = game.settings.get(SYSTEM_ID, "schemaVersion");
  const pending = stepsAfter(from, steps ?? worldMigrationSteps());
  const current = currentSchemaVersion();
  const report: MigrationReport = { from, to: current, actors: 0, tokens: 0, items: 0, messages: 0, packs: 0, failures: [] };
  if (from >= current) return report;
  if (!pending.length) {
    await game.settings.set(SYSTEM_ID, "schemaVersion", current);
    return report;
  }

  const packs = worldPacks(allPacks);
  const worldActors = withInvalid(actors as unknown as WorldCollection<MigratableActor>);
  const worldItems = withInvalid(items as unknown as WorldCollection<Migratable>);
  // Only the steps that change messages read them all: a chat log can hold thousands.
  const worldMessages = pending.some((step) => step.message) ? withInvalid(messages as unknown as WorldCollection<Migratable>) : [];
  const total = worldActors.length + worldItems.length + worldMessages.length + packs.length + 1;
  const progress = notifications.info(i18n.format("STC.Migration.Begin", { version: String(current) }), { progress: true });
  let done = 0;
  const step = (): void => {
    done += 1;
    // Foundry's progress notifications take `{ pct }` (Notifications#update, v13 and v14); a bare number moves nothing.
    notifications.update(progress, { pct: total ? done / total : 1 });
  };

  const labelOf = (kind: string, document: unknown, invalid: boolean) => `${kind} ${(document as { name?: string }).name ?? ""}${invalid ? " (invalid)" : ""}`;
  for (const { document, invalid } of worldActors) {
    await guarded(report, labelOf("Actor", document, invalid), () => migrateWorldActor(document, pending, report, invalid));
    step();
  }
  for (const { document, invalid } of worldItems) {
    await guarded(report, labelOf("Item", document, invalid), () => migrateItem(document, pending, report, invalid));
    step();
  }
  for (const { document, invalid } of worldMessages) {
    await guarded(report, labelOf("ChatMessage", document, invalid), () => migrateMessage(document, pending, report, invalid));
    step();
  }
  for (const token of unlinkedTokens(game.scenes as unknown as Iterable<SceneLike> | undefined)) {
    await guarded(report, token.label, async () => {
      const done = await migrateActor(token.actor, pending);
      if (done.actor || done.items) report.tokens += 1;
    });
  }
  step();
  for (const pack of packs) {
    await guarded(report, `Compendium ${pack.collection}`, async () => {
      const wasLocked = pack.locked;
      if (wasLocked) await pack.configure({ locked: false });
      try {
        const documents = (await pack.getDocuments()) as unknown as Migratable[];
        for (const document of documents) {
          if (pack.documentName === "Actor") await migrateWorldActor(document as MigratableActor, pending, report);
          else await migrateItem(document, pending, report);
        }
      } finally {
        if (wasLocked) await pack.configure({ locked: true });
      }
      report.packs += 1;
    });
    step();
  }

  if (report.failures.length) {
    notifications.error(translate("STC.Migration.Failed", { count: report.failures.length }), { permanent: true });
    return report;
  }
  await game.settings.set(SYSTEM_ID, "schemaVersion", current);
  notifications.success(i18n.format("STC.Migration.Done", { version: String(current) }));
  return report;
}
