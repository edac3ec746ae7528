import { RulesError, shownValue } from "../../../../rules/errors";
import { STATUS_IDS, type StatusId } from "./types";

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === "string" && (STATUS_IDS as readonly string[]).includes(value);
}

export function checkStatusId(value: unknown): StatusId {
  if (!isStatusId(value)) throw new RulesError("StatusUnknown", `No status has the identifier ${shownValue(value)}.`, { value: shownValue(value) });
  return value;
}
