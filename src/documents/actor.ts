/** The system's Actor: thin. Its rules data and derived numbers live in its system model (data/actor). */
export class StorytellerActor extends Actor {}
