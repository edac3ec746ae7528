/** The system's Item: thin. */
export class StorytellerItem extends Item {}
