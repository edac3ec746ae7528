import { describe, expect, it } from "vitest";
import { actorRef, documentId, documentIdOrNone, flag, oneOf, orNull, readPayload, whole } from "../../../src/queries/payload-fields";

const TOKEN = "Scene.abcDEF0123456789.Token.tok0123456789abc";
const shape = { messageId: documentId, step: oneOf(["defenceRoll", "damageRoll"] as const), seen: whole(0, 10), who: orNull(actorRef) };

describe("a payload read by its shape", () => {
  it("takes exactly the fields the shape names, each as its reader returns it", () => {
    const payload = { messageId: "abcDEF0123456789", step: "damageRoll", seen: 3, who: { actorId: "act0123456789abc", tokenUuid: TOKEN } };
    expect(readPayload(payload, shape)).toEqual({ ok: true, value: payload });
    expect(readPayload({ ...payload, who: null }, shape)).toEqual({ ok: true, value: { ...payload, who: null } });
  });

  it("names the first field that fails, in the shape's order, a key too many, or the payload itself", () => {
    const good = { messageId: "abcDEF0123456789", step: "damageRoll", seen: 3, who: null };
    expect(readPayload([], shape)).toEqual({ ok: false, field: "payload" });
    expect(readPayload(null, shape)).toEqual({ ok: false, field: "payload" });
    expect(readPayload({ ...good, successes: 9 }, shape)).toEqual({ ok: false, field: "successes" });
    expect(readPayload({ ...good, step: "apply", seen: -1 }, shape)).toEqual({ ok: false, field: "step" });
    expect(readPayload({ ...good, seen: 11 }, shape)).toEqual({ ok: false, field: "seen" });
    expect(readPayload({ ...good, seen: "3" }, shape)).toEqual({ ok: false, field: "seen" });
    expect(readPayload({ ...good, messageId: "../x" }, shape)).toEqual({ ok: false, field: "messageId" });
    expect(readPayload({ ...good, who: { actorId: "act0123456789abc", tokenUuid: "Actor.x" } }, shape)).toEqual({ ok: false, field: "who.tokenUuid" });
    expect(readPayload({ messageId: good.messageId, step: good.step, who: null }, shape)).toEqual({ ok: false, field: "seen" });
  });

  it("within a payload, names its own fields under its place and itself for a wrong shape", () => {
    const inner = { sure: flag, item: documentIdOrNone };
    expect(readPayload({ sure: true, item: "" }, inner, "lenders.1")).toEqual({ ok: true, value: { sure: true, item: "" } });
    expect(readPayload({ sure: "yes", item: "" }, inner, "lenders.1")).toEqual({ ok: false, field: "lenders.1.sure" });
    expect(readPayload({ sure: true, item: "", more: 1 }, inner, "lenders.1")).toEqual({ ok: false, field: "lenders.1" });
    expect(readPayload("x", inner, "lenders.1")).toEqual({ ok: false, field: "lenders.1" });
  });
});
