const fields = foundry.data.fields;

/** A button pressed on a drawn card: the button, and the card's content it sits in (its form fields are read from it). */
export interface CardPress {
  button: HTMLButtonElement;
  card: HTMLElement;
}

/**
 * What one `data-action` of a card does: it starts the work the button asks for and returns it, or returns null when
 * the press asks for nothing (a button whose data names no step, a form left empty).
 */
export type CardAction<M> = (message: M, press: CardPress) => Promise<unknown> | null;

/**
 * A card's actions by `data-action`. A model's map is declared as taking any message (`never`), which every
 * subtype's map is: each map is written for its own messages, and its model hands them only its own message. (A
 * model's static type names no message type: the message's type is made from the models, so that would be circular.)
 */
export type CardActions<M = never> = Readonly<Record<string, CardAction<M>>>;

/** A text a card stores that may be blank (a name, a user's id, an id not yet known). */
export function textField() {
  return new fields.StringField({ required: true, blank: true, initial: "" });
}

/** A character a card names: the world actor, and the token's UUID when it was an unlinked token's (which has its own actor). */
export function actorRefField(options: { blankActor?: boolean } = {}) {
  const blank = options.blankActor === true;
  return new fields.SchemaField({
    actorId: new fields.StringField({ required: true, blank, ...(blank ? { initial: "" } : {}) }),
    tokenUuid: textField(),
  });
}

/**
 * What a card that records a chain to be replayed keeps: its start as the rules take it and the world's options
 * then (both plain JSON, so the chain reads the same whenever it is replayed), one entry per step taken (every number
 * on the card is computed again from these), and the Storyteller who undid the applied result, or blank.
 */
export function chainRecordFields() {
  return {
    start: new fields.ObjectField({ required: true }),
    options: new fields.ObjectField({ required: true }),
    answers: new fields.ArrayField(new fields.ObjectField({ required: true })),
    undoneBy: textField(),
  };
}

/** The faces of a roll of d10s, as a card stores them. */
export function facesField() {
  return new fields.ArrayField(new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 10 }));
}

/**
 * The data model of a ChatMessage subtype the system draws as a card: what the message stores, and how its card is
 * drawn — the template it names, the context it builds for this client's reader, and its buttons' actions by
 * `data-action`. The message draws its own model's card and nothing else (src/chat/cards.ts), so a card made under
 * one ruleset draws after the world switches: its model is registered whichever ruleset plays.
 *
 * The stored shapes live in the data layer and know nothing of chat; each ruleset's chat layer extends them with
 * their card (a subclass naming `TEMPLATE` and `ACTIONS`), and registers that subclass as the subtype's model.
 * Its parent is typed as any document, not as a ChatMessage: the ChatMessage's type is made from the models
 * registered for it, and a model typed by it would make that circular.
 */
export class CardData<Schema extends foundry.data.fields.DataSchema> extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
  /** The card's template, or null for a message the system does not draw (Foundry draws it as any message). */
  static readonly TEMPLATE: string | null = null;

  /** The card's buttons: what each `data-action` does. An action not in the map does nothing. */
  static readonly ACTIONS: CardActions = {};

  /** The template this message's card is drawn with, or null. */
  get cardTemplate(): string | null {
    return (this.constructor as typeof CardData).TEMPLATE;
  }

  /** The names of the card's actions. */
  get cardActions(): string[] {
    return Object.keys((this.constructor as typeof CardData).ACTIONS);
  }

  /** What the template is given, for this client's reader, read from the message alone. */
  cardContext(): Record<string, unknown> | Promise<Record<string, unknown>> {
    return {};
  }

  /**
   * Starts what a pressed button asks for: the action its `data-action` names in the map, or nothing (null) when the
   * map has none of that name — an own entry only, so no name reaches the map's prototype (`constructor`, `toString`).
   */
  pressed(press: CardPress): Promise<unknown> | null {
    const actions = (this.constructor as typeof CardData).ACTIONS;
    const name = press.button.dataset.action ?? "";
    const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
    // The map is typed for this model's own messages; this model's message is its parent.
    return action && this.parent ? action(this.parent as never, press) : null;
  }
}

/**
 * The card model base for a schema: what each subtype's stored shape extends, so that it states its fields once
 * (`extends cardModel(defineMySchema)`) and adds only how it reads them.
 */
export function cardModel<Schema extends foundry.data.fields.DataSchema>(define: () => Schema) {
  return class extends CardData<Schema> {
    static override defineSchema(): Schema {
      return define();
    }
  };
}
