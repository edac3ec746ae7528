/**
 * The Actors directory of Foundry 13 as far as the import reaches into it, and `Actor.implementation`, for the
 * tests that import it: the directory's element (its header with `.header-actions`, its list), Foundry's
 * `renderActorDirectory` hook fired over it, and files dropped on it or picked in its file input. Foundry 13's own
 * directory (F13 `applications/sidebar/document-directory.mjs`, its `directory/header.hbs` part) is what this
 * follows; nothing of it is run here.
 */
import { StandInActor } from "./actor";
import { standIn } from "./install";
import { newPage } from "./page";

/** Foundry's `Actor.implementation`: the configured Actor class (the system's, once `init` has run). */
Object.defineProperty(StandInActor, "implementation", {
  configurable: true,
  get(): typeof StandInActor {
    const config = (globalThis as unknown as { CONFIG: { Actor: { documentClass: unknown } } }).CONFIG;
    return (config.Actor.documentClass as typeof StandInActor | null) ?? StandInActor;
  },
});

const page = newPage();
const pageDocument = page.document as unknown as Document;

/** The directory's element as Foundry 13 draws it: a header with its action buttons, then the list of entries. */
export function actorDirectoryElement(): HTMLElement {
  const element = pageDocument.createElement("section");
  element.id = "actors";
  element.className = "tab sidebar-tab directory flexcol";
  element.innerHTML =
    '<header class="directory-header"><div class="header-actions action-buttons flexrow">' +
    '<button type="button" class="create-entry" data-action="createEntry">Create Actor</button>' +
    '<button type="button" class="create-folder" data-action="createFolder">Create Folder</button>' +
    '</div><search><input type="search" name="search"></search></header>' +
    '<ol class="directory-list"></ol>';
  pageDocument.body.append(element);
  return element;
}

/** Foundry's render of the directory: its `renderActorDirectory` hook with the app and its element. */
export async function renderActorDirectory(element: HTMLElement): Promise<void> {
  standIn.hooks.callAll("renderActorDirectory", { id: "actors", element }, element, {}, { parts: ["header", "directory"] });
  // The button's template is read asynchronously, as Foundry's renderTemplate is.
  await new Promise((done) => setTimeout(done, 0));
}

/** A file as the browser hands it over, holding `text`. */
export function exportFile(name: string, text: string): File {
  return new page.File([text], name, { type: name.endsWith(".json") ? "application/json" : "text/plain" }) as unknown as File;
}

/** A drop on `target` (inside the directory) of the files given, as the browser's drop event carries them. */
export function dropFiles(target: Element, files: File[]): Event {
  const transfer = new page.DataTransfer();
  for (const file of files) transfer.items.add(file as never);
  const event = new page.Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event as never);
  return event as unknown as Event;
}

/** A drag of one of Foundry's own entries: JSON text, no files. */
export function dropEntry(target: Element, data: Record<string, unknown>): Event {
  const transfer = new page.DataTransfer();
  transfer.setData("text/plain", JSON.stringify(data));
  const event = new page.Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event as never);
  return event as unknown as Event;
}

/** The files a user picks in a file input, and the `change` event the browser fires. */
export function pickFiles(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  input.dispatchEvent(new page.Event("change", { bubbles: true }) as never);
}
