import { holdingAnnouncements } from "./active-effect";
import type { StandInActor } from "./actor";
import { database } from "./database";
import type { Source } from "./document";
import { StandInActiveEffect } from "./active-effect";

interface BatchOperation {
  action: "create" | "update" | "delete";
  documentName: string;
  parent?: StandInActor;
  data?: Source[];
  updates?: Source[];
  ids?: string[];
}

function worldActor(id: string): StandInActor {
  const actor = (globalThis as unknown as { game: { actors: { get(id: string): StandInActor | undefined } } }).game.actors.get(id);
  if (!actor) throw new Error(`modifyBatch: no Actor ${id}`);
  return actor;
}

function snapshot(actor: StandInActor): Source {
  return actor.toObject();
}

/** Puts an actor back as `source` had it: its own data, its effects and its items' data. */
function restore(actor: StandInActor, source: Source): void {
  actor.system.updateSource(source.system as Source);
  actor.flags = structuredClone(source.flags as typeof actor.flags);
  actor.effects.clear();
  for (const effect of (source.effects as Source[] | undefined) ?? []) actor.effects.add(new StandInActiveEffect(effect, { parent: actor }));
  for (const item of (source.items as Source[] | undefined) ?? []) actor.items.get(String(item._id))?.system.updateSource(item.system as Source);
  actor.prepareData();
}

/** Raised inside the batch when one of its writes was turned down, to undo the rest. */
class BatchTurnedDown extends Error {}

/**
 * Foundry 14's `foundry.documents.modifyBatch`: the operations in order as one request, all of them or none.
 * Each operation runs as its own document call would (permission, validation, the pre-hooks), the writes are
 * recorded as one batch, and the post-hooks (`createActiveEffect`…) are called once the whole batch has landed.
 * It resolves one list of documents per operation (`Promise<Document[][]>`, API14
 * `functions/foundry.documents.modifyBatch.html`); a batch one of its operations cancelled changes nothing and
 * resolves an empty list, which is still a truthy value.
 */
export async function modifyBatch(operations: BatchOperation[]): Promise<unknown[][]> {
  const touched = new Map<StandInActor, Source>();
  const mark = (actor: StandInActor) => {
    if (!touched.has(actor)) touched.set(actor, snapshot(actor));
    return actor;
  };
  const batch = ++database.batches;
  const writesBefore = database.writes.length;
  database.openBatch = batch;
  try {
    return await holdingAnnouncements(async () => {
      const results: unknown[][] = [];
      for (const operation of operations) {
        if (operation.documentName === "Actor" && !operation.parent) {
          if (operation.action !== "update") throw new Error(`The stand-in's modifyBatch does not ${operation.action} Actors.`);
          const out: unknown[] = [];
          for (const { _id, ...changes } of operation.updates ?? []) {
            const written = await mark(worldActor(String(_id))).update(changes);
            if (!written) throw new BatchTurnedDown();
            out.push(written);
          }
          results.push(out);
          continue;
        }
        const parent = operation.parent;
        if (!parent) throw new Error(`The stand-in's modifyBatch writes ${operation.documentName} only inside a parent Actor.`);
        const name = operation.documentName as "Item" | "ActiveEffect";
        mark(parent);
        let written: unknown[] | undefined;
        if (operation.action === "create") written = await parent.createEmbeddedDocuments(name, operation.data ?? []);
        else if (operation.action === "update") written = await parent.updateEmbeddedDocuments(name, operation.updates ?? []);
        else written = await parent.deleteEmbeddedDocuments(name, operation.ids ?? []);
        // A part Foundry turns down (it resolves as nothing) turns the whole batch down; fewer documents than
        // asked, a module's pre-hook keeping one out, is that module's word and the rest goes through.
        if (!written) throw new BatchTurnedDown();
        results.push(written);
      }
      return results;
    });
  } catch (error) {
    for (const [actor, source] of touched) restore(actor, source);
    database.writes.length = writesBefore;
    // Cancelled: nothing written, and no operation's documents to give back.
    if (error instanceof BatchTurnedDown) return [];
    throw error;
  } finally {
    database.openBatch = null;
  }
}
