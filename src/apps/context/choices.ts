export interface ChoiceView {
  value: string;
  labelKey: string;
  selected: boolean;
}

export function choiceViews(values: readonly string[], current: string, labelPrefix: string): ChoiceView[] {
  return values.map((value) => ({ value, labelKey: `${labelPrefix}.${value}`, selected: value === current }));
}
