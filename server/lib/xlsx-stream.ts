// A one-sheet .xlsx written with exceljs's streaming writer while its rows are still being read: the rows come
// in batches from an async source and each is committed as soon as it is written, so a report of tens of
// thousands of rows never sits whole in memory. Dates are real date cells (calendar dates at midnight UTC,
// as the database keeps them) shown dd/mm/yyyy, so LibreOffice Calc and Excel read them as Italian dates.
import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";

export type XlsxCell = string | number | Date | null;
export type XlsxColumn<Row> = { header: string; width: number; value: (row: Row) => XlsxCell; date?: boolean };

export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ITALIAN_DATE_FORMAT = "dd/mm/yyyy";

export function xlsxStream<Row>(sheetName: string, columns: readonly XlsxColumn<Row>[], batches: AsyncIterable<readonly Row[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = "Portale Sicurezza Appalti";
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.date ? { numFmt: ITALIAN_DATE_FORMAT } : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
