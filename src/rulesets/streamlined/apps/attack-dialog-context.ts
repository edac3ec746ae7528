import { STREAMLINED_ATTACK_KINDS } from "../data/chat";
import type { StreamlinedAttackKind } from "../rules/chain";

export type Say = (key: string, data?: Record<string, string | number>) => string;

export interface AttackChoices {
  kind: StreamlinedAttackKind;
  /** A weapon of the attacker's, or "" for bare hands. */
  itemId: string;
  surprised: boolean;
}

export interface AttackDialogInput {
  weapons: { id: string; name: string; pool: { attribute: string; skill: string } }[];
  choices: AttackChoices;
  /** The surprise checkbox is the Storyteller's call. */
  storyteller: boolean;
}

const A = "STC.Streamlined.Attack";

/** The dialog's fields: the kind of attack, the weapon (a grapple is bare-handed), surprise for the Storyteller. */
export function attackDialogContext(input: AttackDialogInput, say: Say) {
  const unarmed = { value: "", label: say(`${A}.UnarmedPool`, { attribute: say("STC.Trait.strength"), skill: say("STC.Trait.brawl") }), selected: input.choices.itemId === "" };
  return {
    kinds: STREAMLINED_ATTACK_KINDS.map((kind) => ({ value: kind, label: say(`${A}.Kind.${kind}`), hint: say(`${A}.KindHint.${kind}`), checked: input.choices.kind === kind })),
    weapons: [
      unarmed,
      ...input.weapons.map((weapon) => ({
        value: weapon.id,
        label: say(`${A}.WeaponPool`, { name: weapon.name, attribute: say(`STC.Trait.${weapon.pool.attribute}`), skill: say(`STC.Trait.${weapon.pool.skill}`) }),
        selected: input.choices.itemId === weapon.id,
      })),
    ],
    storyteller: input.storyteller,
    surprised: input.choices.surprised,
    labels: { kind: say(`${A}.KindLabel`), weapon: say(`${A}.WeaponLabel`), surprised: say(`${A}.Surprised`), roll: say(`${A}.Roll`), grappleNote: say(`${A}.GrappleNote`) },
  };
}

export type AttackDialogContext = ReturnType<typeof attackDialogContext>;
