/** Every write the stand-in documents make, in order: what an integration test counts. */
export interface WriteRecord {
  action: "create" | "update" | "delete";
  documentName: string;
  /** Ids written by this one call (Foundry batches embedded writes into one request). */
  ids: string[];
  parentId: string | null;
  data: Record<string, unknown>[];
}

export const database = {
  writes: [] as WriteRecord[],
  nextId: 1,
  record(write: WriteRecord): void {
    this.writes.push(write);
  },
  /** Sixteen characters, like Foundry's ids; sequential so tests read them easily. */
  newId(): string {
    return `stc${String(this.nextId++).padStart(13, "0")}`;
  },
  writesTo(documentName: string): WriteRecord[] {
    return this.writes.filter((write) => write.documentName === documentName);
  },
  reset(): void {
    this.writes.length = 0;
  },
};
