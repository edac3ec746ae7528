import type { RoundOrder } from "../../rules/order";
import { MET_CATEGORIES, type MetCategory } from "../../rules/traits";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** What the tracker reads of the viewed combat, for the viewing user. */
export interface MetTrackerInput {
  round: number;
  order: RoundOrder | null;
  /** The combatant whose turn it is during the initiative steps. */
  currentId: string | null;
  extraStep: number | null;
  isGM: boolean;
  combatants: {
    id: string;
    name: string;
    img: string;
    owned: boolean;
    categories: MetCategory[];
    extraActions: string[];
    /** The extra actions its powers give, one entry per action. */
    available: string[];
  }[];
}

const T = "STC.Met.Tracker";

/** The tracker: the round's steps by initiative (the simultaneous together), each combatant's declaration, the extra actions by count. */
export function metTrackerContext(input: MetTrackerInput, say: Say) {
  const byId = new Map(input.combatants.map((combatant) => [combatant.id, combatant]));
  const row = (id: string) => {
    const combatant = byId.get(id);
    if (!combatant) return null;
    const declared = combatant.categories.length ? combatant.categories.map((category) => say(`STC.Met.Category.${category}`)).join(", ") : say(`${T}.NoTest`);
    const taken = [...combatant.extraActions];
    return {
      id,
      name: combatant.name,
      img: combatant.img,
      current: input.extraStep === null && input.currentId === id,
      declared,
      mayDeclare: combatant.owned,
      categories: MET_CATEGORIES.map((category) => ({ value: category, label: say(`STC.Met.Category.${category}`), pressed: combatant.categories.includes(category) })),
      extras: combatant.available.map((power, index) => {
        const at = taken.indexOf(power);
        if (at >= 0) taken.splice(at, 1);
        return { power, index, label: say(`${T}.ExtraAction`, { power }), pressed: at >= 0 };
      }),
    };
  };
  const order = input.order;
  const rowsOf = (ids: readonly string[]) => ids.flatMap((id) => row(id) ?? []);
  return {
    title: say(`${T}.Round`, { number: input.round }),
    immediate: order ? rowsOf(order.immediate) : [],
    steps: order
      ? order.steps.map((step) => ({
          label: say(`${T}.Step`, { initiative: step.initiative }),
          simultaneous: step.ids.length > 1 ? say(`${T}.Simultaneous`) : "",
          rows: rowsOf(step.ids),
        }))
      : [],
    endOfTurn: order ? rowsOf(order.endOfTurn) : [],
    extraSteps: order
      ? order.extraActions.map((step, index) => ({
          label: say(`${T}.ExtraStep`, { count: step.count }),
          current: input.extraStep === index,
          actions: step.actions.map((action) => say(`${T}.ExtraActionOf`, { name: byId.get(action.id)?.name ?? "", power: action.power })),
        }))
      : [],
    isGM: input.isGM,
    hasCombatants: input.combatants.length > 0,
  };
}

export type MetTrackerContext = ReturnType<typeof metTrackerContext>;
