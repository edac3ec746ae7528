export interface RecordedNotification {
  type: "info" | "warning" | "error" | "success";
  message: string;
  options: Record<string, unknown>;
  /** Progress reported through the returned notification's `update`. */
  progress: number[];
}

/** The stand-in for `ui.notifications`: records each message, and the progress of progress notifications. */
export class StandInNotifications {
  readonly messages: RecordedNotification[] = [];

  private notify(type: RecordedNotification["type"], message: string, options: Record<string, unknown> = {}) {
    const record: RecordedNotification = { type, message, options, progress: [] };
    this.messages.push(record);
    return { update: (pct: number) => void record.progress.push(pct) };
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
