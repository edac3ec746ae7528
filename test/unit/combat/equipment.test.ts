import { describe, expect, it } from "vitest";
import { ARMOUR_CLASSES, findArmour, findWeapon, MELEE_WEAPONS, RANGED_WEAPONS, WEAPONS } from "../../../src/rulesets/classic/rules/combat/equipment";
import { englishString, expectRulesError } from "../errors-helper";

describe("equipment data (rules map, Equipment; V20 core charts)", () => {
  it("melee weapons: Strength + N and a type (sap +1 B, club +2 B, knife +1 L, sword +2 L, axe +3 L, stake +1 L)", () => {
    expect(MELEE_WEAPONS.slice(0, 6).map((w) => [w.id, w.strengthBonus, w.damageType])).toEqual([
      ["sap", 1, "bashing"],
      ["club", 2, "bashing"],
      ["knife", 1, "lethal"],
      ["sword", 2, "lethal"],
      ["axe", 3, "lethal"],
      ["stake", 1, "lethal"],
    ]);
  });

  it("firearms: damage / range / rate / clip (light revolver 4/12/3/6, heavy pistol 5/30/3/7+1, rifle 8/200/1/5+1, shotgun 8/20/1/5+1)", () => {
    const row = (id: string) => {
      const w = findWeapon(id);
      return w.category === "ranged" ? `${w.damage}/${w.range}/${w.rate}/${w.clip}${w.chambered ? "+1" : ""}` : "";
    };
    expect(["lightRevolver", "heavyPistol", "rifle", "shotgun"].map(row)).toEqual(["4/12/3/6", "5/30/3/7+1", "8/200/1/5+1", "8/20/1/5+1"]);
    expect(RANGED_WEAPONS.every((w) => w.damageType === "lethal" && w.damageSource === "ranged")).toBe(true);
  });

  it("armour classes 1-5 with Dexterity penalties 0, 1, 1, 2, 3", () => {
    expect(ARMOUR_CLASSES.map((a) => [a.rating, a.dexterityPenalty])).toEqual([[1, 0], [2, 1], [3, 1], [4, 2], [5, 3]]);
    expect(findArmour("armourClass3").rating).toBe(3);
  });

  it("is plain JSON with unique identifiers, a source and a name in the language file", () => {
    const all = [...WEAPONS, ...ARMOUR_CLASSES];
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of all) {
      expect(item.source.length, item.id).toBeGreaterThan(0);
      expect(englishString(`STC.Classic.Equipment.${item.id}.Name`), item.id).toBeDefined();
    }
  });

  it("an unknown identifier is refused", () => {
    expectRulesError(() => findWeapon("lightsaber"), "EquipmentUnknown");
    expectRulesError(() => findArmour("mithril"), "EquipmentUnknown");
  });
});
