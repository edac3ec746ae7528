export interface RecordedNotification {
  type: "info" | "warning" | "error" | "success";
  message: string;
  options: Record<string, unknown>;
  /** Progress reported through the returned notification's `update({ pct })`, in order. */
  progress: number[];
  /** A progress notification closes once it reaches 100% (unless permanent); any other, at once. */
  closed: boolean;
}

/** What `update` takes, as Foundry's Notifications#update reads it: an object, never a bare number. */
export interface ProgressUpdate {
  pct?: number;
  message?: string;
}

/**
 * The stand-in for `ui.notifications`: records each message, and the progress of progress notifications.
 * As in Foundry (client/applications/ui/notifications.mjs), the returned notification's `update` reads
 * `{ pct, message }`: a bare number sets nothing, and a progress notice closes only at `pct: 1`.
 */
export class StandInNotifications {
  readonly messages: RecordedNotification[] = [];

  notify(message: string, type: RecordedNotification["type"] = "info", options: Record<string, unknown> = {}) {
    const record: RecordedNotification = { type, message, options, progress: [], closed: options.progress !== true };
    this.messages.push(record);
    return {
      message,
      type,
      progress: options.progress === true,
      update: (update?: ProgressUpdate) => {
        if (typeof update !== "object" || update === null) return;
        if (typeof update.message === "string") record.message = update.message;
        if (options.progress !== true || typeof update.pct !== "number" || !Number.isFinite(update.pct)) return;
        record.progress.push(update.pct);
        if (update.pct === 1 && options.permanent !== true) record.closed = true;
      },
    };
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
