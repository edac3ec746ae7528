import { translate } from "../../../../i18n";
import { IMPORT_REPORT_TEMPLATE } from "../../apps/import/report-card";
import { importReportContext } from "../../apps/import/report-context";
import { ImportReportData } from "../../data/chat/import-report";

/** An import's report card: the character a file became and the fields that had no place. It has nothing to press. */
export class ImportReportCard extends ImportReportData {
  static override readonly TEMPLATE = IMPORT_REPORT_TEMPLATE;

  override cardContext() {
    const context = importReportContext({ source: this.importSource, sourceVersion: this.sourceVersion, file: this.file, name: this.name, unplaced: this.unplacedFields }, translate);
    return { ...context };
  }
}
