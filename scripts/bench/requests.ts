import { registerSystemOnce } from "./system";
import { micros, type BenchRow } from "./measure";

const CHAINS = 200;

/**
 * What the request channel costs a chain a player plays against a target another player owns: every step goes
 * to the Storyteller's client as a request message (written by the player, read and deleted by the Storyteller's
 * client) and the query that names it, through the integration tests' stand-in for Foundry (its writes cost
 * next to nothing, so the time is the system's own work). Counted: requests per chain, their sizes, and the
 * writes that reach the target.
 */
export async function benchRequests(): Promise<BenchRow[]> {
  const { actAs, gm, standIn, standInGame } = await import("../../test/integration/stand-in/install");
  const { StandInActor } = await import("../../test/integration/stand-in/actor");
  const { StandInUser, USER_ROLES } = await import("../../test/integration/stand-in/user");
  const { placeToken } = await import("../../test/integration/stand-in/token");
  const { sentRequests } = await import("../../test/integration/stand-in/requests");
  await registerSystemOnce();
  const { maneuverSourceOf } = await import("../../src/rulesets/classic/data/item/maneuver-source");
  const { findManeuver } = await import("../../src/rulesets/classic/rules/maneuvers/catalogue");
  const { openAttack } = await import("../../src/rulesets/classic/apps/attack-dialog");
  const { launchAttack } = await import("../../src/rulesets/classic/chat/start-attack");
  const { requestStep } = await import("../../src/rulesets/classic/requests/chain-step");
  const { d10From, seededRandom } = await import("../../src/rules/dice/random");
  const { replayChain } = await import("../../src/rulesets/classic/chat/chain-record");
  const { chainRecord } = await import("../../src/rulesets/classic/chat/documents");

  const attackerUser = new StandInUser("benchAttacker001", "Attacker's player", USER_ROLES.PLAYER);
  const defenderUser = new StandInUser("benchDefender001", "Defender's player", USER_ROLES.PLAYER);
  standInGame.users.add(attackerUser);
  standInGame.users.add(defenderUser);
  actAs(gm);
  const traits = { attributes: { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 } }, abilities: { brawl: { value: 3 }, dodge: { value: 2 } }, health: { bashing: 0, lethal: 0, aggravated: 0 } };
  const punch = { name: "Punch", type: "maneuver", system: maneuverSourceOf(findManeuver("w20Punch")) };
  const attacker = (await StandInActor.create({ name: "Attacker", type: "character", ownership: { default: 0, [attackerUser.id]: 3 }, system: traits, items: [punch] })) as InstanceType<typeof StandInActor>;
  const target = (await StandInActor.create({ name: "Target", type: "character", ownership: { default: 0, [defenderUser.id]: 3 }, system: traits })) as InstanceType<typeof StandInActor>;
  const token = placeToken(target);
  const d10 = d10From(seededRandom(11));

  const requestsPerChain: number[] = [];
  const targetWrites: number[] = [];
  const sizes: number[] = [];
  const times: number[] = [];
  for (let chain = 0; chain < CHAINS; chain++) {
    standIn.database.reset();
    actAs(gm);
    await target.update({ "system.health": { bashing: 0, lethal: 0, aggravated: 0 } });
    standIn.database.reset();
    standIn.dice.script(Array.from({ length: 40 }, () => d10()));
    const started = performance.now();
    actAs(attackerUser);
    attackerUser.targets.clear();
    attackerUser.targets.add(token);
    const dialog = await openAttack(attacker as never, attacker.items.getName("Punch") as never);
    if (!dialog) throw new Error("The attack dialog did not open.");
    const result = await launchAttack(dialog.setup, dialog.values, dialog.refs);
    const message = result.ok ? result.value : null;
    // The defender takes it undefended; the attacker rolls damage; the defender soaks; the result applies itself.
    for (let next = message ? replayChain(chainRecord(message)).next : "done"; message && next !== "done"; next = replayChain(chainRecord(message)).next) {
      const seen = message.system.chainAnswers.length;
      actAs(next === "damageRoll" || next === "attackRoll" ? attackerUser : defenderUser);
      const answered = await requestStep(message, { step: next, seen, ...(next === "defenceChoice" ? { defence: { kind: "none" as const, opponents: 1 } } : {}) });
      if (!answered.ok) throw new Error(`The step ${next} was refused: ${answered.key}`);
    }
    times.push((performance.now() - started) * 1000);
    const sent = sentRequests();
    requestsPerChain.push(sent.length);
    sizes.push(...sent.map((request) => JSON.stringify(request.payload).length));
    targetWrites.push(standIn.database.requestsTouching(target.id).length);
    actAs(gm);
    standInGame.messages.length = 0;
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
  return [
    { measure: `A chain played by two players through the request channel (attack, no defence, damage, soak, apply; ${CHAINS} chains, median)`, value: micros(median(times)) },
    { measure: "Requests a player's client sends per chain (median / most); each is one request message written and deleted, and one query", value: `${median(requestsPerChain)} / ${Math.max(...requestsPerChain)}` },
    { measure: "Request payload per request (median / largest)", value: `${median(sizes)} / ${Math.max(...sizes)} characters` },
    { measure: "Requests that write the target per chain, on Foundry 13 (most; the actor's update and one embedded call per kind of effect change)", value: String(Math.max(...targetWrites)) },
  ];
}
