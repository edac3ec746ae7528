import { registerSystemOnce } from "./system";
import { readFileSync } from "node:fs";
import { made } from "../../test/integration/stand-in/document";
import Handlebars from "handlebars";
import { medianMicros, micros, type BenchRow } from "./measure";
import { templateSource } from "../system-files";

const COUNT = 50;

/**
 * The Combat subclass and the tracker at 50 combatants, run against the integration tests' stand-in for
 * Foundry (test/integration/stand-in): the same documents, data models and round operations the system
 * uses at the table. Declarations are made; the round is in its action phase.
 */
export async function benchTracker(): Promise<BenchRow[]> {
  const { actAs, gm, standIn } = await import("../../test/integration/stand-in/install");
  const { StandInActor } = await import("../../test/integration/stand-in/actor");
  await registerSystemOnce();
  const { ClassicCombat } = await import("../../src/rulesets/classic/documents/combat");
  const { requestDeclare } = await import("../../src/rulesets/classic/requests/declare");
  const { trackerContext } = await import("../../src/rulesets/classic/apps/tracker/tracker-context");
  const { trackerInput } = await import("../../src/rulesets/classic/apps/tracker/tracker-input");
  const { d10From, seededRandom } = await import("../../src/rules/dice/random");

  actAs(gm);
  const actors = [];
  for (let index = 0; index < COUNT; index++) {
    actors.push(made(await StandInActor.create({ name: `Fighter ${index}`, type: index % 2 ? "npc" : "character", system: { attributes: { dexterity: { value: 1 + (index % 5) }, wits: { value: 1 + (index % 4) } } } })));
  }
  const combat = (await (ClassicCombat as unknown as { create(data: object): Promise<InstanceType<typeof ClassicCombat>> }).create({}));
  await combat.createEmbeddedDocuments("Combatant", actors.map((actor) => ({ actorId: actor.id })));
  const d10 = d10From(seededRandom(50));
  standIn.dice.script(Array.from({ length: COUNT }, () => d10()));
  await combat.startCombat();
  const ids = combat.combatants.contents.map((combatant) => combatant.id ?? "");
  /** Everyone declares, slowest first: an attack on the next fighter and a dodge. */
  const declareEveryone = async () => {
    for (let id = combat.roundState?.queue[0]?.combatantIds[0]; combat.phase === "declaration" && id; id = combat.roundState?.queue[0]?.combatantIds[0]) {
      const target = ids[(ids.indexOf(id) + 1) % ids.length] ?? "";
      await requestDeclare(combat, id, { actions: [{ kind: "attack", targetId: target, pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }] });
    }
  };
  await declareEveryone();

  const setUp = medianMicros(() => void combat.setupTurns(), { runs: 15, iterations: 40 });

  // A new round through the Combat: statuses ticked, 50 dice rolled, the round begun, one write, the card posted.
  const rounds: number[] = [];
  for (let run = 0; run < 11; run++) {
    standIn.dice.script(Array.from({ length: COUNT }, () => d10()));
    const start = performance.now();
    await combat.nextRound();
    rounds.push((performance.now() - start) * 1000);
  }
  rounds.sort((a, b) => a - b);
  const newRound = rounds[Math.floor(rounds.length / 2)] ?? Number.NaN;
  await declareEveryone();

  const env = Handlebars.create();
  env.registerHelper("localize", (key: string) => key);
  const { registerHandlebarsHelpers } = await import("../../src/apps/handlebars-helpers");
  registerHandlebarsHelpers(env);
  // Keys only, as `localize` above: outside Foundry there is no game whose translator the plural helper asks.
  env.registerHelper("stcPlural", (key: string) => key);
  const parts = ["tracker", "footer"].map((part) => env.compile(readFileSync(templateSource(`templates/classic/tracker/${part}.hbs`), "utf8")));
  const viewer = gm as unknown as User.Implementation;
  let size = 0;
  const render = medianMicros(
    () => {
      const stc = trackerContext(trackerInput(combat, viewer));
      size = parts.reduce((sum, part) => sum + part({ stc }).length, 0);
    },
    { runs: 15, iterations: 20 },
  );
  return [
    { measure: `Setting up turns for ${COUNT} combatants through the Combat subclass, action phase (median)`, value: micros(setUp) },
    { measure: `A new round for ${COUNT} combatants through the Combat: initiative rolled, round begun and written, card posted (median)`, value: micros(newRound) },
    { measure: `Combat tracker with ${COUNT} combatants: context + template render (median; ${Math.round(size / 1024)} KiB of HTML)`, value: micros(render) },
  ];
}
