/**
 * The experience charts of V20 (Vampire: the Masquerade 20th Anniversary, Chapter Six, "Experience") and W20
 * (Werewolf: the Apocalypse 20th Anniversary, Chapter Two, "Experience"): what one more dot of a trait costs, read
 * from its current rating. A trait the chart gives a price for a first dot ("new") costs that from 0; a trait priced
 * only by its current rating costs the one-dot rate from 0, since a rating of 0 times anything would make the first
 * dot free.
 */
export const CHARTS = ["v20", "w20"] as const;
export type Chart = (typeof CHARTS)[number];

/** How a Discipline stands to the vampire's blood (V20): of the clan, of another clan, or a Caitiff's. */
export const DISCIPLINE_AFFINITIES = ["clan", "other", "caitiff"] as const;
export type DisciplineAffinity = (typeof DISCIPLINE_AFFINITIES)[number];

/** How a Gift stands to the Garou (W20): of their own breed, auspice or tribe, or anyone else's. */
export const GIFT_AFFINITIES = ["own", "other"] as const;
export type GiftAffinity = (typeof GIFT_AFFINITIES)[number];

/** Traits bought a dot at a time, from the current rating. */
export const RATED_KINDS = ["attribute", "ability", "discipline", "secondaryPath", "background", "virtue", "humanity", "willpower", "rage", "gnosis"] as const;
export type RatedKind = (typeof RATED_KINDS)[number];

/** Traits bought whole, at a level: a Thaumaturgy ritual (V20), a Gift (W20). */
export const LEVELLED_KINDS = ["ritual", "gift"] as const;
export type LevelledKind = (typeof LEVELLED_KINDS)[number];

export type RaiseKind = RatedKind | LevelledKind;

/** What is bought: a dot of a rated trait, or a ritual or Gift of a level. */
export type Purchase =
  | { kind: "discipline"; current: number; affinity: DisciplineAffinity }
  | { kind: Exclude<RatedKind, "discipline">; current: number }
  | { kind: "ritual"; level: number }
  | { kind: "gift"; level: number; affinity: GiftAffinity };

/** One row of a chart: the price of a first dot (when the chart names one) and the multiplier of the current rating. */
export interface RatedRow {
  readonly fresh: number | null;
  readonly perDot: number;
}

type RatedRows = Partial<Record<Exclude<RatedKind, "discipline">, RatedRow>>;

/** V20 Chapter Six, "Experience Costs". Disciplines are priced by affinity below. */
const V20_RATED: RatedRows = {
  attribute: { fresh: null, perDot: 4 },
  ability: { fresh: 3, perDot: 2 },
  secondaryPath: { fresh: 7, perDot: 4 },
  background: { fresh: null, perDot: 3 },
  virtue: { fresh: null, perDot: 2 },
  humanity: { fresh: null, perDot: 2 },
  willpower: { fresh: null, perDot: 1 },
};

/** V20: a new Discipline costs 10 whatever its clan; each further dot is the current rating times this. */
export const V20_NEW_DISCIPLINE = 10;
export const V20_DISCIPLINE_PER_DOT: Readonly<Record<DisciplineAffinity, number>> = { clan: 5, other: 7, caitiff: 6 };
/** V20: a Thaumaturgy ritual costs its level times this. */
export const V20_RITUAL_PER_LEVEL = 2;

/** W20 Chapter Two, "Experience Costs". Gifts are priced by affinity below. */
const W20_RATED: RatedRows = {
  attribute: { fresh: null, perDot: 4 },
  ability: { fresh: 3, perDot: 2 },
  background: { fresh: null, perDot: 3 },
  rage: { fresh: null, perDot: 1 },
  gnosis: { fresh: null, perDot: 2 },
  willpower: { fresh: null, perDot: 2 },
};

/** W20: a Gift costs its level times this. */
export const W20_GIFT_PER_LEVEL: Readonly<Record<GiftAffinity, number>> = { own: 3, other: 5 };

export const RATED_ROWS: Readonly<Record<Chart, RatedRows>> = { v20: V20_RATED, w20: W20_RATED };

/** Which kinds each chart prices at all. */
export function chartPrices(chart: Chart, kind: RaiseKind): boolean {
  if (kind === "discipline" || kind === "ritual") return chart === "v20";
  if (kind === "gift") return chart === "w20";
  return RATED_ROWS[chart][kind] !== undefined;
}

/** The chart a creature buys its traits from: vampires and ghouls V20's, Garou W20's, mortals V20's. */
export function chartFor(creature: string): Chart {
  return creature === "garou" ? "w20" : "v20";
}
