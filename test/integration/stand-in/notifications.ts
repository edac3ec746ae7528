export interface RecordedNotification {
  type: "info" | "warning" | "error" | "success";
  message: string;
  options: Record<string, unknown>;
  /** Progress reported through `update(notification, { pct })` or the notification's own `update({ pct })`, in order. */
  progress: number[];
  /** A progress notification closes once it reaches 100% (unless permanent); any other, at once. */
  closed: boolean;
}

/** What `update` takes, as Foundry's Notifications#update reads it: an object, never a bare number. */
export interface ProgressUpdate {
  pct?: unknown;
  message?: unknown;
}

/**
 * The stand-in for `ui.notifications`: records each message, and the progress of progress notifications.
 * As in Foundry (client/applications/ui/notifications.mjs), `update(notification, { pct, message })` and the
 * returned notification's own `update` read an object: a bare number sets nothing, and a progress notice
 * closes only at `pct: 1`.
 */
export class StandInNotifications {
  readonly messages: RecordedNotification[] = [];
  private readonly records = new Map<number, RecordedNotification>();

  notify(message: string, type: RecordedNotification["type"] = "info", options: Record<string, unknown> = {}) {
    const record: RecordedNotification = { type, message, options, progress: [], closed: options.progress !== true };
    this.messages.push(record);
    const notification = {
      id: this.messages.length,
      message,
      type,
      progress: options.progress === true,
      update: (change?: ProgressUpdate) => this.update(notification, change),
    };
    this.records.set(notification.id, record);
    return notification;
  }

  /** As Foundry's: a progress notification moves only when given `{ pct }`; anything else is ignored. */
  update(notification: { id: number } | number, change?: ProgressUpdate): void {
    const record = this.records.get(typeof notification === "number" ? notification : notification.id);
    if (!record || typeof change !== "object" || change === null) return;
    if (typeof change.message === "string") record.message = change.message;
    if (record.options.progress !== true || typeof change.pct !== "number" || !Number.isFinite(change.pct)) return;
    record.progress.push(change.pct);
    if (change.pct === 1 && record.options.permanent !== true) record.closed = true;
  }

  info(message: string, options?: Record<string, unknown>) {
    return this.notify(message, "info", options);
  }
  warn(message: string, options?: Record<string, unknown>) {
    return this.notify(message, "warning", options);
  }
  error(message: string, options?: Record<string, unknown>) {
    return this.notify(message, "error", options);
  }
  success(message: string, options?: Record<string, unknown>) {
    return this.notify(message, "success", options);
  }

  /** The messages of one kind, for a test to read. */
  of(type: RecordedNotification["type"]): string[] {
    return this.messages.filter((record) => record.type === type).map((record) => record.message);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
