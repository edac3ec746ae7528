type I18n = NonNullable<typeof game.i18n>;
type Notifications = NonNullable<typeof ui.notifications>;

/**
 * Where a roll from a sheet reports, once its user is found to own the character: Foundry's localization and
 * notifications. Null when the user does not own it (the reason is shown) or before Foundry is ready.
 */
export function ownerRollReporter(actor: { name: string | null; isOwner: boolean }): { i18n: I18n; notifications: Notifications } | null {
  const i18n = game.i18n;
  const notifications = ui.notifications;
  if (!i18n || !notifications) return null;
  if (!actor.isOwner) {
    notifications.warn(i18n.format("STC.Error.NotOwner", { name: actor.name ?? "" }));
    return null;
  }
  return { i18n, notifications };
}
