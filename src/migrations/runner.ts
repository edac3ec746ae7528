import { SYSTEM_ID } from "../constants";
import { CURRENT_SCHEMA_VERSION } from "../settings";
import { migrateDocument, stepsAfter, type MigrationStep, type StoredDocument } from "./steps";

/** What a migrated document offers the runner: its stored source and an update. */
interface Migratable {
  id: string | null;
  toObject(): object;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

interface MigratableActor extends Migratable {
  items: Iterable<Migratable>;
  updateEmbeddedDocuments(embeddedName: "Item", updates: Record<string, unknown>[]): Promise<unknown>;
}

export interface MigrationReport {
  from: number;
  to: number;
  actors: number;
  items: number;
  packs: number;
  failures: string[];
}

function changesFor(document: Migratable, kind: "actor" | "item", steps: MigrationStep[]): Record<string, unknown> | null {
  return migrateDocument(document.toObject() as StoredDocument, kind, steps);
}

/** One actor and its own items: the actor's changes in one update, its items' in one embedded update. */
async function migrateActor(actor: MigratableActor, steps: MigrationStep[], report: MigrationReport): Promise<void> {
  const actorChanges = changesFor(actor, "actor", steps);
  if (actorChanges && !(await actor.update(actorChanges))) throw new Error("Foundry did not save the actor's changes");
  const itemUpdates = [...actor.items].flatMap((item) => {
    const changes = changesFor(item, "item", steps);
    return changes ? [{ _id: item.id, ...changes }] : [];
  });
  if (itemUpdates.length) {
    const written = await actor.updateEmbeddedDocuments("Item", itemUpdates);
    const count = Array.isArray(written) ? written.length : 0;
    if (count < itemUpdates.length) throw new Error(`Foundry saved ${count} of ${itemUpdates.length} items`);
  }
  if (actorChanges) report.actors += 1;
  report.items += itemUpdates.length;
}

async function migrateItem(item: Migratable, steps: MigrationStep[], report: MigrationReport): Promise<void> {
  const changes = changesFor(item, "item", steps);
  if (!changes) return;
  if (!(await item.update(changes))) throw new Error("Foundry did not save the item's changes");
  report.items += 1;
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
 * Brings a world's data up to CURRENT_SCHEMA_VERSION: world actors with their items, world items, and the
 * world's compendia (unlocked for the work and locked again after). Runs on the active GM's client only, and
 * only when that is a full Gamemaster (an Assistant GM leaves it to the next Gamemaster who logs in),
 * shows its progress, and records the new version only when every document migrated.
 */
export async function migrateWorld(steps: readonly MigrationStep[] | undefined = undefined): Promise<MigrationReport | null> {
  const { actors, items, packs: allPacks, user, i18n } = game;
  const notifications = ui.notifications;
  if (!user?.isActiveGM || !actors || !items || !allPacks || !i18n || !notifications) return null;
  // An Assistant GM may be the active Storyteller (no Gamemaster connected); the world's data waits for a Gamemaster.
  if (!user.hasRole("GAMEMASTER")) return null;
  const from = game.settings.get(SYSTEM_ID, "schemaVersion");
  const pending = stepsAfter(from, steps);
  const report: MigrationReport = { from, to: CURRENT_SCHEMA_VERSION, actors: 0, items: 0, packs: 0, failures: [] };
  if (from >= CURRENT_SCHEMA_VERSION) return report;
  if (!pending.length) {
    await game.settings.set(SYSTEM_ID, "schemaVersion", CURRENT_SCHEMA_VERSION);
    return report;
  }

  const packs = worldPacks(allPacks);
  const total = actors.size + items.size + packs.length;
  const progress = notifications.info(i18n.format("STC.Migration.Begin", { version: String(CURRENT_SCHEMA_VERSION) }), { progress: true });
  let done = 0;
  const step = (): void => {
    done += 1;
    // Foundry's progress notifications take `{ pct }` (Notifications#update, v13 and v14); a bare number moves nothing.
    notifications.update(progress, { pct: total ? done / total : 1 });
  };

  for (const actor of actors) {
    await guarded(report, `Actor ${actor.name}`, () => migrateActor(actor as unknown as MigratableActor, pending, report));
    step();
  }
  for (const item of items) {
    await guarded(report, `Item ${item.name}`, () => migrateItem(item as unknown as Migratable, pending, report));
    step();
  }
  for (const pack of packs) {
    await guarded(report, `Compendium ${pack.collection}`, async () => {
      const wasLocked = pack.locked;
      if (wasLocked) await pack.configure({ locked: false });
      try {
        const documents = (await pack.getDocuments()) as unknown as Migratable[];
        for (const document of documents) {
          if (pack.documentName === "Actor") await migrateActor(document as MigratableActor, pending, report);
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
    notifications.error(i18n.format("STC.Migration.Failed", { count: String(report.failures.length) }), { permanent: true });
    return report;
  }
  await game.settings.set(SYSTEM_ID, "schemaVersion", CURRENT_SCHEMA_VERSION);
  notifications.success(i18n.format("STC.Migration.Done", { version: String(CURRENT_SCHEMA_VERSION) }));
  return report;
}
