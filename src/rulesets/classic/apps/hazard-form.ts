import { FIRE_HEAT, FIRE_SIZE, HAZARD_KINDS, SUNLIGHT_EXPOSURE, SUNLIGHT_INTENSITY, ACID_DICE, FALLING, fallingDice, type FireHeat, type FireSize, type HazardInput, type HazardKind, type SunlightExposure, type SunlightIntensity } from "../rules/combat/hazard";
import type { Translate } from "../chat/chain-card-views";

/** The hazard dialog's fields, as typed. */
export interface HazardFormValues {
  kind: HazardKind;
  heat: FireHeat;
  size: FireSize;
  intensity: SunlightIntensity;
  exposure: SunlightExposure;
  metres: number;
  sharp: boolean;
  dice: number;
  /** The tokens chosen, by UUID. */
  tokens: string[];
}

export const DEFAULT_HAZARD_VALUES: Readonly<HazardFormValues> = Object.freeze({
  kind: "fire",
  heat: "torch",
  size: "torch",
  intensity: "direct",
  exposure: "small",
  metres: 3,
  sharp: false,
  dice: 3,
  tokens: [],
});

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value) ? (value as T) : fallback);
const keys = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];
const wholeIn = (value: string, min: number, max: number, fallback: number): number => {
  const number = Number(value);
  return value.trim() !== "" && Number.isInteger(number) && number >= min && number <= max ? number : fallback;
};

/** The form read into values; anything outside what the dialog offers keeps the value it had. */
export function readHazardForm(data: FormData, previous: HazardFormValues, tokenUuids: readonly string[]): HazardFormValues {
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    kind: oneOf(text("kind"), HAZARD_KINDS, previous.kind),
    heat: oneOf(text("heat"), keys(FIRE_HEAT), previous.heat),
    size: oneOf(text("size"), keys(FIRE_SIZE), previous.size),
    intensity: oneOf(text("intensity"), keys(SUNLIGHT_INTENSITY), previous.intensity),
    exposure: oneOf(text("exposure"), keys(SUNLIGHT_EXPOSURE), previous.exposure),
    metres: data.has("metres") ? wholeIn(text("metres"), 1, FALLING.maxMetres, previous.metres) : previous.metres,
    sharp: data.get("sharp") === "on",
    dice: data.has("dice") ? wholeIn(text("dice"), ACID_DICE.min, ACID_DICE.max, previous.dice) : previous.dice,
    tokens: data.getAll("tokens").map(String).filter((uuid) => tokenUuids.includes(uuid)),
  };
}

/** The hazard the values describe, as the rules take it. */
export function hazardOf(values: HazardFormValues): HazardInput {
  switch (values.kind) {
    case "fire":
      return { kind: "fire", heat: values.heat, size: values.size };
    case "sunlight":
      return { kind: "sunlight", intensity: values.intensity, exposure: values.exposure };
    case "falling":
      return { kind: "falling", metres: values.metres, sharp: values.sharp };
    case "acid":
      return { kind: "acid", dice: values.dice };
  }
}

interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

export interface HazardTokenChoice {
  uuid: string;
  name: string;
}

export interface HazardDialogContext {
  values: HazardFormValues;
  kinds: Choice[];
  heats: Choice[];
  sizes: Choice[];
  intensities: Choice[];
  exposures: Choice[];
  tokens: (HazardTokenChoice & { checked: boolean })[];
  fire: boolean;
  sunlight: boolean;
  falling: boolean;
  acid: boolean;
  fallingDice: number;
  limits: { metres: number; dice: number };
}

const choices = (values: readonly string[], current: string, label: (value: string) => string): Choice[] => values.map((value) => ({ value, label: label(value), selected: value === current }));

/** What the dialog shows: the chart rows of the chosen hazard and the tokens it may strike. */
export function hazardDialogContext(values: HazardFormValues, tokens: readonly HazardTokenChoice[], t: Translate): HazardDialogContext {
  return {
    values,
    kinds: choices(HAZARD_KINDS, values.kind, (kind) => t(`STC.Classic.Hazard.Kind.${kind}`)),
    heats: choices(keys(FIRE_HEAT), values.heat, (heat) => t(`STC.Classic.Hazard.Heat.${heat}`)),
    sizes: choices(keys(FIRE_SIZE), values.size, (size) => t(`STC.Classic.Hazard.Size.${size}`)),
    intensities: choices(keys(SUNLIGHT_INTENSITY), values.intensity, (intensity) => t(`STC.Classic.Hazard.Intensity.${intensity}`)),
    exposures: choices(keys(SUNLIGHT_EXPOSURE), values.exposure, (exposure) => t(`STC.Classic.Hazard.Exposure.${exposure}`)),
    tokens: tokens.map((token) => ({ ...token, checked: values.tokens.includes(token.uuid) })),
    fire: values.kind === "fire",
    sunlight: values.kind === "sunlight",
    falling: values.kind === "falling",
    acid: values.kind === "acid",
    fallingDice: fallingDice(values.metres),
    limits: { metres: FALLING.maxMetres, dice: ACID_DICE.max },
  };
}
