export interface RecordedNotification {
  type: "info" | "warning" | "error" | "success";
  message: string;
  options: Record<string, unknown>;
  /** Progress reported through `update(notification, { pct })` or the notification's own `update({ pct })`. */
  progress: number[];
}

/** The stand-in for `ui.notifications`: records each message, and the progress of progress notifications. */
export class StandInNotifications {
  readonly messages: RecordedNotification[] = [];

  private notify(type: RecordedNotification["type"], message: string, options: Record<string, unknown> = {}) {
    const record: RecordedNotification = { type, message, options, progress: [] };
    this.messages.push(record);
    const notification = { id: this.messages.length, update: (change: { pct?: number } = {}) => this.update(notification, change) };
    this.records.set(notification.id, record);
    return notification;
  }

  private readonly records = new Map<number, RecordedNotification>();

  /** As Foundry's: a progress notification's `pct` moves only when given as `{ pct }`; anything else is ignored. */
  update(notification: { id: number } | number, change: { pct?: unknown } = {}): void {
    const record = this.records.get(typeof notification === "number" ? notification : notification.id);
    if (record?.options.progress === true && typeof change === "object" && change !== null && typeof change.pct === "number") record.progress.push(change.pct);
  }

  info(message: string, options?: Record<string, unknown>) {
    return this.notify("info", message, options);
  }
  warn(message: string, options?: Record<string, unknown>) {
    return this.notify("warning", message, options);
  }
  error(message: string, options?: Record<string, unknown>) {
    return this.notify("error", message, options);
  }
  success(message: string, options?: Record<string, unknown>) {
    return this.notify("success", message, options);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
