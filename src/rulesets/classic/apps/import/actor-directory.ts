import { templatePath } from "../../../../constants";
import { importFiles, type ImportFile } from "./import-files";

export const IMPORT_BUTTON_TEMPLATE = templatePath("classic/import/directory-button.hbs");

/** Directories already listening for dropped files: Foundry draws the same element again at each render. */
const listening = new WeakSet<HTMLElement>();

/** Files a drag carries (a drag of Foundry's own entries carries none). */
function filesOf(event: DragEvent): File[] {
  return [...(event.dataTransfer?.files ?? [])];
}

function carriesFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes("Files") || filesOf(event).length > 0;
}

/** Listens for exported files dropped anywhere on the directory; Foundry's own drags of actors and folders pass by. */
function listenForDrops(html: HTMLElement): void {
  if (listening.has(html)) return;
  listening.add(html);
  html.addEventListener("dragover", (event) => {
    if (carriesFiles(event)) event.preventDefault();
  });
  html.addEventListener("drop", (event) => {
    const files = filesOf(event);
    if (!files.length) return;
    event.preventDefault();
    event.stopPropagation();
    void importFiles(files as ImportFile[]);
  });
}

/** The header's import button and its file picker (several files at once). */
async function addButton(html: HTMLElement): Promise<void> {
  const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header");
  if (!actions || actions.querySelector(".stc-import-button")) return;
  const holder = html.ownerDocument.createElement("div");
  holder.innerHTML = await foundry.applications.handlebars.renderTemplate(IMPORT_BUTTON_TEMPLATE, {});
  // Drawn again while the template was read: the other draw has put its button in.
  if (actions.querySelector(".stc-import-button")) return;
  const button = holder.querySelector<HTMLButtonElement>(".stc-import-button");
  const input = holder.querySelector<HTMLInputElement>(".stc-import-input");
  if (!button || !input) return;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    input.click();
  });
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length) void importFiles(files as ImportFile[]);
  });
  actions.append(button, input);
}

/**
 * Offers the import where a Storyteller looks for it: a button in the Actors directory's header and a drop of the
 * exported files on the directory, to a user who may create actors.
 */
export function registerImportControls(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    // Foundry hands the directory's element (v13 and v14 alike); anything else is left alone.
    if (typeof (html as Partial<HTMLElement> | null)?.querySelector !== "function") return;
    if (!game.user?.hasPermission("ACTOR_CREATE")) return;
    listenForDrops(html as HTMLElement);
    void addButton(html as HTMLElement);
  });
}
