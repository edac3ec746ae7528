/** The key of one of Classic's world settings: its own name under the ruleset's, `classic.dodgeAbility`. */
export const classicSettingKey = <K extends string>(key: K) => `classic.${key}` as const;
