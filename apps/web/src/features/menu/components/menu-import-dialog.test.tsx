import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuCsvMessages, type MenuImportPreview } from '@scanorder/shared/menu/menu-csv';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { MenuImportDialog } from './menu-import-dialog.tsx';

configure({ asyncUtilTimeout: 5_000 });

const PREVIEW_PATH = '/api/v1/businesses/restaurant/menu/import/preview';
const IMPORT_PATH = '/api/v1/businesses/restaurant/menu/import';

function previewOf(refused: boolean): MenuImportPreview {
  return {
    items: [
      { row: 2, action: 'create', category: 'Starter', name: 'Masala Papad', problems: [] },
      refused
        ? {
            row: 5,
            action: 'refuse',
            category: 'Starter',
            name: 'X',
            problems: [{ row: 5, message: 'Name cannot be less than 2 characters' }],
          }
        : { row: 5, action: 'change', category: 'Starter', name: 'Onion Bhaji', problems: [] },
    ],
    fileProblems: [],
    newCategories: [],
    counts: { create: 1, change: refused ? 0 : 1, unchanged: 0, refuse: refused ? 1 : 0 },
  };
}

/** Calls to the import itself (the preview's path starts the same way). */
const importCalls = (mock: ReturnType<typeof mockFetch>) =>
  mock.mock.calls.filter(([input]) => input === IMPORT_PATH);

const csvFile = (text: string) => new File([text], 'menu.csv', { type: 'text/csv' });

afterEach(() => setOwnerLocale('en'));

describe('MenuImportDialog', { timeout: 60_000 }, () => {
  it('opens with the keyboard on Choose CSV File', () => {
    mockFetch(() => ({ status: 500 }));
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    expect(within(dialog).getByRole('button', { name: 'Choose CSV File' })).toHaveFocus();
  });

  it('says a file refused whole cannot be imported, and why, in the owner language', async () => {
    await setOwnerLocale('es');
    const user = userEvent.setup();
    const full = previewOf(false);
    full.fileProblems = [menuCsvMessages.menuFull('restaurant', 1200)];
    mockFetch(({ url }) => (url.startsWith(PREVIEW_PATH) ? { body: full } : { status: 500 }));
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Importar carta' });
    await user.upload(within(dialog).getByLabelText('Archivo CSV de la carta'), csvFile('a,b'));
    expect(
      await within(dialog).findByText(
        'La importación dejaría 1200 artículos; la carta de un restaurante admite como máximo 1000.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No se puede importar nada de este archivo: corrige lo que se indica abajo y vuelve a elegirlo.',
    );
    // Counts before their word ("1 nuevos") would not agree in Spanish; after it, any count does.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Nuevos: 1, modificados: 1, sin cambios: 0, rechazados: 0\./,
    );
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  it('names an allergen or tag the file has and the format does not, in the owner language', async () => {
    await setOwnerLocale('es');
    const user = userEvent.setup();
    const refused = previewOf(true);
    refused.items[1]!.problems = [
      { row: 5, message: menuCsvMessages.unknownTag('Sin lactosa') },
      { row: 6, message: menuCsvMessages.unknownAllergen('Gluten') },
    ];
    mockFetch(({ url }) => (url.startsWith(PREVIEW_PATH) ? { body: refused } : { status: 500 }));
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Importar carta' });
    await user.upload(within(dialog).getByLabelText('Archivo CSV de la carta'), csvFile('a;b'));
    const table = await within(dialog).findByRole('region', {
      name: 'Vista previa de la importación',
    });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fila 5: Etiqueta desconocida: Sin lactosa',
      'Fila 6: Alérgeno desconocido: Gluten',
    ]);
  });

  it('links to the export in the owner language, so a Spanish owner downloads what Excel in Spain opens', async () => {
    await setOwnerLocale('es');
    mockFetch(() => ({ status: 500 }));
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Importar carta' });
    expect(within(dialog).getByRole('link')).toHaveAttribute(
      'href',
      '/api/v1/businesses/restaurant/menu/export.csv?language=es',
    );
  });

  it('shows refused rows with their reason first and does not offer to import them', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url }) =>
      url.startsWith(PREVIEW_PATH) ? { body: previewOf(true) } : { status: 500 },
    );
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    await user.upload(within(dialog).getByLabelText('Menu CSV file'), csvFile('Row type\nItem'));
    const table = await within(dialog).findByRole('region', { name: 'Import preview' });
    const rows = within(table).getAllByRole('row');
    // Header, then the refused row before the one that would be created.
    expect(rows[1]).toHaveTextContent(
      '5XStarterRefusedRow 5: Name cannot be less than 2 characters',
    );
    expect(rows[2]).toHaveTextContent('2Masala PapadStarterNew');
    expect(
      within(dialog).getByText(
        '1 new, 0 changed, 0 unchanged, 1 refused. Fix the refused rows and choose the file again.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(requestsTo(fetchMock, PREVIEW_PATH)).toEqual([{ csv: 'Row type\nItem' }]);
    expect(importCalls(fetchMock)).toEqual([]);
  });

  it('reads a file Excel saved as plain CSV (Windows-1252) with its accents, and UTF-8 as it is', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url }) =>
      url.startsWith(PREVIEW_PATH) ? { body: previewOf(false) } : { status: 500 },
    );
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    const input = within(dialog).getByLabelText('Menu CSV file');
    // "Crème Brûlée,Piña" in Windows-1252: one byte per accented letter, not UTF-8.
    const cp1252 = Uint8Array.from([
      0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x42, 0x72, 0xfb, 0x6c, 0xe9, 0x65, 0x2c, 0x50, 0x69,
      0xf1, 0x61,
    ]);
    await user.upload(input, new File([cp1252], 'menu.csv', { type: 'text/csv' }));
    await within(dialog).findByRole('region', { name: 'Import preview' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose Another File' }));
    await user.upload(input, csvFile('\uFEFFGulab Jamun 🍯,Crème Brûlée'));
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, PREVIEW_PATH)).toEqual([
        { csv: 'Crème Brûlée,Piña' },
        { csv: 'Gulab Jamun 🍯,Crème Brûlée' },
      ]),
    );
  });

  it('keeps the keyboard on Choose CSV File while the file is checked, and on Import when it fails', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async ({ url }) => {
      if (url.startsWith(PREVIEW_PATH)) {
        await answered;
        return { body: previewOf(false) };
      }
      return {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later' } },
      };
    });
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    const choose = within(dialog).getByRole('button', { name: 'Choose CSV File' });
    choose.focus();
    await user.upload(within(dialog).getByLabelText('Menu CSV file'), csvFile('a,b'));
    choose.focus();
    // Waiting, not disabled: a disabled button drops the focus out of the dialog's content.
    await waitFor(() => expect(choose).toHaveAttribute('aria-busy', 'true'));
    expect(choose).toBeEnabled();
    answer();
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 Items' });
    expect(choose).toHaveFocus();
    importButton.focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Try later')).toBeInTheDocument();
    expect(importButton).toBeEnabled();
    expect(importButton).toHaveFocus();
  });

  it('imports a clean file in one request and reports what it did', async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    const fetchMock = mockFetch(({ url }) =>
      url.startsWith(PREVIEW_PATH)
        ? { body: previewOf(false) }
        : { body: { created: 1, changed: 1, unchanged: 0, newCategories: [] } },
    );
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={onImported} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    await user.upload(within(dialog).getByLabelText('Menu CSV file'), csvFile('a,b'));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 Items' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    const imports = importCalls(fetchMock);
    expect(imports).toHaveLength(1);
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 500 }));
    renderWithApp(<MenuImportDialog kind="restaurant" onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Menu' });
    await user.upload(
      within(dialog).getByLabelText('Menu CSV file'),
      csvFile('x'.repeat(2 * 1024 * 1024 + 1)),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is too large: at most 2 MB',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
