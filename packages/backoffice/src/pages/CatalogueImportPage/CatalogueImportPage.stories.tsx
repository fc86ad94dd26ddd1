import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { CatalogueImportPage } from './CatalogueImportPage.tsx';

const meta = {
  title: 'Back office/Catalogue import',
  component: CatalogueImportPage,
  decorators: [withBackoffice],
  parameters: { route: '/catalogue/import', token: 'editor-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof CatalogueImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADER = 'sku,name_th,name_en,price,sale_price,stock';
const csv = (name: string, lines: string[]) =>
  new File([[HEADER, ...lines].join('\r\n')], name, { type: 'text/csv' });

export const ProblemsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const file = csv('products.csv', [
      'GPU-RTX5070,การ์ดจอ,GPU,24900,,3',
      'BAD-SKU-1,ชื่อ,Name,100,,1',
      'CPU-R7-9700X,ซีพียู,CPU,12x,,1 BAD-PRICE',
      'RAM-32G-DDR5,แรม,RAM,3990,,-1 BAD-STOCK',
    ]);
    await userEvent.upload(await canvas.findByLabelText('ไฟล์สินค้า (CSV หรือ Excel) *'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'ตรวจไฟล์' }));
    const table = await canvas.findByRole('table', { name: 'ปัญหาในไฟล์' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    // A new product's row has the product editor's problems, in the editor's words.
    await expect(rows[1]).toHaveTextContent('3spec.socket' + 'ระบบจัดสเปกคอมต้องใช้ค่านี้');
    await expect(rows[2]).toHaveTextContent('ราคาต้องเป็นจำนวนบาท');
    await expect(rows[3]).toHaveTextContent('สต็อกต้องเป็นจำนวนเต็ม');
    await expect(canvas.getByText(/4 แถว พบปัญหา 3 จุด/)).toBeVisible();
    // Nothing can be imported while a row has a problem.
    await expect(canvas.queryByRole('button', { name: /^นำเข้า / })).toBeNull();
    await expect(sent.map((call) => call.path)).toEqual(['/catalogue/import/check']);
  },
};

export const CheckThenImportEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Download the products (CSV)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the products (Excel)' })).toBeVisible();
    const file = csv('products.csv', ['GPU-RTX5070,การ์ดจอ,GPU,24900,,3', 'CPU-R7-9700X,ซีพียู,CPU,12900,,1']);
    await userEvent.upload(canvas.getByLabelText('Product file (CSV or Excel) *'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await expect(
      await canvas.findByText(
        /2 rows, no problems: 1 new products, 0 products change names, prices or publication/,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 rows' }));
    await expect(
      await canvas.findByText(
        'Imported: 1 new products, 0 products changed names, prices or publication, 1 changed stock.',
      ),
    ).toBeVisible();
    // The import sends exactly the file that was checked.
    const [checked, imported] = sent;
    await expect(imported?.path).toBe('/catalogue/import');
    await expect(imported?.body).toBe(checked?.body);
  },
};

export const NotSheetPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Product file (CSV or Excel) *');
    // Neither a CSV file nor a workbook, whatever the browser calls it: refused before anything is sent.
    await userEvent.upload(input, new File(['%PDF'], 'prices.pdf', { type: 'text/csv' }));
    await expect(
      await canvas.findByText(
        'This is not a CSV or Excel file; save it from the spreadsheet as CSV (UTF-8) or Excel (.xlsx)',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check the file' }));
    await expect(sent).toHaveLength(0);
  },
};

export const WorkbookFormulaThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const workbook = new File(['PK\u0003\u0004 a workbook'], 'prices.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(await canvas.findByLabelText('ไฟล์สินค้า (CSV หรือ Excel) *'), workbook);
    await userEvent.click(canvas.getByRole('button', { name: 'ตรวจไฟล์' }));
    const table = await canvas.findByRole('table', { name: 'ปัญหาในไฟล์' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('3price' + 'ไม่นำเข้าสูตร กรุณาพิมพ์ค่าแทนสูตร');
    // The workbook's bytes are sent as they are.
    await expect(sent.map((call) => [call.path, String(call.body).slice(0, 4)])).toEqual([
      ['/catalogue/import/check', 'PK\u0003\u0004'],
    ]);
  },
};

export const WrongColumnsPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const file = new File(['sku,name,price\r\nGPU-RTX5070,GPU,24900'], 'old.csv', { type: 'text/csv' });
    await userEvent.upload(await canvas.findByLabelText('ไฟล์สินค้า (CSV หรือ Excel) *'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'ตรวจไฟล์' }));
    await expect(await canvas.findByText(/แถวแรกต้องเป็นชื่อคอลัมน์/)).toBeVisible();
  },
};
