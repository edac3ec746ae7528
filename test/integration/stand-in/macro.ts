import { database } from "./database";
import { expandCreateData, type Source } from "./document";

/** The stand-in Macro: a script macro's name, image, command and author, created as one recorded write. */
export class StandInMacro {
  static documentName = "Macro";
  readonly _id = database.newId();
  readonly name: string;
  readonly type: string;
  readonly img: string;
  readonly command: string;
  readonly authorId: string;

  constructor(data: Source) {
    this.name = String(data.name ?? "");
    this.type = String(data.type ?? "script");
    this.img = String(data.img ?? "");
    this.command = String(data.command ?? "");
    this.authorId = String(data.author ?? (globalThis as unknown as { game: { user: { id: string } } }).game.user.id);
  }

  get id(): string {
    return this._id;
  }

  get author(): { id: string } {
    return { id: this.authorId };
  }

  static get implementation(): typeof StandInMacro {
    return StandInMacro;
  }

  static async create(data: Source): Promise<StandInMacro> {
    // Foundry's server: a script macro takes the MACRO_SCRIPT permission, a Trusted Player's by default.
    const user = (globalThis as unknown as { game: { user: { name: string; hasPermission(permission: string): boolean } } }).game.user;
    if (String(data.type ?? "script") === "script" && !user.hasPermission("MACRO_SCRIPT")) throw new Error(`User ${user.name} lacks permission to create Macro`);
    const macro = new StandInMacro(expandCreateData(data));
    database.record({ action: "create", documentName: "Macro", ids: [macro.id], parentId: null, data: [{ ...data }] });
    (globalThis as unknown as { game: { macros: { add(macro: StandInMacro): void } } }).game.macros.add(macro);
    return macro;
  }
}
