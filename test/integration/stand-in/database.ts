import { journal } from "./journal";

/** Every write the stand-in documents make, in order: what an integration test counts. */
export interface WriteRecord {
  action: "create" | "update" | "delete";
  documentName: string;
  /** Ids written by this one call (Foundry batches embedded writes into one request). */
  ids: string[];
  parentId: string | null;
  data: Record<string, unknown>[];
  /** Set on the operations of one `foundry.documents.modifyBatch` call: one request for all of them. */
  batch?: number;
}

export const database = {
  writes: [] as WriteRecord[],
  /**
   * The request messages a player's client creates for the Storyteller's and the Storyteller's client deletes
   * (src/queries/request-message.ts): real writes, kept apart so a test of what a request changed in the world
   * reads `writes`, and a test of the channel reads these.
   */
  requestWrites: [] as WriteRecord[],
  nextId: 1,
  /** The batch being written (stand-in/batch.ts), whose operations are one request. */
  openBatch: null as number | null,
  batches: 0,
  record(write: WriteRecord): void {
    this.writes.push(this.openBatch === null ? write : { ...write, batch: this.openBatch });
    journal(write.documentName, write.action, "written");
  },
  /** A request message's write (src/queries/request-message.ts), kept apart from the world's. */
  recordRequest(write: WriteRecord): void {
    this.requestWrites.push(write);
    journal(write.documentName, write.action, "written");
  },
  /** Sixteen characters, like Foundry's ids; sequential so tests read them easily. */
  newId(): string {
    return `stc${String(this.nextId++).padStart(13, "0")}`;
  },
  /**
   * The requests that wrote a document or its embedded documents (by the document's id): each call is one, and
   * the operations of one batch are one together.
   */
  requestsTouching(id: string): WriteRecord[][] {
    const requests: WriteRecord[][] = [];
    const batches = new Map<number, WriteRecord[]>();
    for (const write of this.writes) {
      if (!write.ids.includes(id) && write.parentId !== id) continue;
      if (write.batch === undefined) requests.push([write]);
      else if (batches.has(write.batch)) batches.get(write.batch)?.push(write);
      else {
        const request = [write];
        batches.set(write.batch, request);
        requests.push(request);
      }
    }
    return requests;
  },
  writesTo(documentName: string): WriteRecord[] {
    return this.writes.filter((write) => write.documentName === documentName);
  },
  reset(): void {
    this.writes.length = 0;
    this.requestWrites.length = 0;
  },
};
