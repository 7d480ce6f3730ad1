import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { EMPTY_PREFILL } from '@scanorder/shared/ordering/customer';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { makeBranch } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { HARBOUR_ROAD, MAIN_STREET, makeQrCode } from './qr-code-fixtures.ts';
import { QrCodeDialog } from './qr-code-dialog.tsx';

const BRANCHES = [
  makeBranch({ id: MAIN_STREET, name: 'Main Street' }),
  makeBranch({ id: HARBOUR_ROAD, name: 'Harbour Road', position: 1 }),
];

function renderDialog(kind: BusinessKind, code: QrCode | null = null) {
  const onSaved = vi.fn();
  renderWithApp(
    <QrCodeDialog
      kind={kind}
      code={code}
      branches={BRANCHES}
      branchId={MAIN_STREET}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  const name = code ? `Edit QR Code ${code.identifier}` : 'Add QR Code';
  return { dialog: screen.getByRole('dialog', { name }), onSaved };
}

// A busy machine (two cores shared by every suite) can take more than the default second to render.
configure({ asyncUtilTimeout: 5_000 });

describe('QrCodeDialog', { timeout: 60_000 }, () => {
  it("checks the restaurant's QR code row as the owner types (docs/product/fields.md)", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog('restaurant');
    const identifier = within(dialog).getByLabelText(/^Identifier Name/);
    await user.type(identifier, 'T');
    expect(
      await within(dialog).findByText('Identifier name cannot be less than 2 characters'),
    ).toBeVisible();
    await user.type(identifier, 'able twenty one for ten');
    expect(
      await within(dialog).findByText('Identifier name cannot be more than 20 characters'),
    ).toBeVisible();
    await user.clear(identifier);
    expect(await within(dialog).findByText('Identifier name field is required')).toBeVisible();

    // Optional for a restaurant, but 3 to 30 characters when given.
    const description = within(dialog).getByLabelText('Identifier Description');
    await user.type(description, 'ab');
    expect(
      await within(dialog).findByText('Identifier description cannot be less than 3 characters'),
    ).toBeVisible();
    await user.clear(description);
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Identifier description cannot be less than 3 characters'),
      ).toBeNull(),
    );

    await user.type(within(dialog).getByLabelText('Business Address'), 'Near');
    expect(
      await within(dialog).findByText('Business address cannot be less than 5 characters'),
    ).toBeVisible();
  });

  it("requires a grocery code's description, 3 to 30 characters", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 500 }));
    const { dialog } = renderDialog('grocery');
    await user.type(within(dialog).getByLabelText(/^Identifier Name/), 'Counter 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));
    expect(await within(dialog).findByText('Description field is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Description/), 'x'.repeat(31));
    expect(
      await within(dialog).findByText('Description cannot be more than 30 characters'),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds and removes additional data rows and refuses a repeated key', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 500 }));
    const { dialog } = renderDialog('restaurant');
    await user.type(within(dialog).getByLabelText(/^Identifier Name/), 'Table 4');

    await user.click(within(dialog).getByRole('button', { name: 'Add Data' }));
    const first = within(dialog).getByRole('group', { name: 'Additional data 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));
    expect(await within(first).findByText('Key field is required')).toBeVisible();
    expect(within(first).getByText('Value field is required')).toBeVisible();
    await user.type(within(first).getByLabelText('Key'), 'Floor');
    await user.type(within(first).getByLabelText('Value'), 'Rooftop');
    await waitFor(() => expect(within(first).queryByText('Key field is required')).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Add Data' }));
    const second = within(dialog).getByRole('group', { name: 'Additional data 2' });
    await user.type(within(second).getByLabelText('Key'), 'floor');
    await user.type(within(second).getByLabelText('Value'), 'Ground');
    expect(await within(dialog).findByText('Additional data keys must be different')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Remove additional data 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Additional data 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Additional data keys must be different')).toBeNull(),
    );
  });

  it('saves a per-customer code with additional data and a prefill checked by the checkout rules', async () => {
    const user = userEvent.setup();
    const saved = makeQrCode({ identifier: 'Asha Raman' });
    const fetchMock = mockFetch(() => ({ status: 201, body: saved }));
    const { dialog, onSaved } = renderDialog('restaurant');

    await user.selectOptions(within(dialog).getByLabelText(/^Store Name/), 'Harbour Road');
    await user.type(within(dialog).getByLabelText(/^Identifier Name/), 'Asha Raman');
    await user.type(within(dialog).getByLabelText('Identifier Description'), 'Weekly order');
    await user.click(within(dialog).getByRole('button', { name: 'Add Data' }));
    const row = within(dialog).getByRole('group', { name: 'Additional data 1' });
    await user.type(within(row).getByLabelText('Key'), 'Account');
    await user.type(within(row).getByLabelText('Value'), 'A-102');

    expect(within(dialog).queryByLabelText('First name')).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Prefill Order' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Asha');
    await user.type(within(dialog).getByLabelText('Last name'), 'Raman');
    const mobile = within(dialog).getByLabelText('Mobile number');
    await user.type(mobile, '12345');
    expect(await within(dialog).findByText('Please enter valid Mobile no')).toBeVisible();
    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.type(within(dialog).getByLabelText('Email'), 'Asha@Example.com');
    await user.type(within(dialog).getByLabelText('Street address'), '4 Lake View Road');
    await user.type(within(dialog).getByLabelText('Building number'), '12B');
    await user.type(within(dialog).getByLabelText('State name'), 'Tamil Nadu');
    const zip = within(dialog).getByLabelText('Zip code');
    await user.type(zip, '6');
    expect(await within(dialog).findByText('Please enter valid Zip code')).toBeVisible();
    await user.type(zip, '41018');

    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/qr-codes')).toEqual([
      {
        branchId: HARBOUR_ROAD,
        identifier: 'Asha Raman',
        description: 'Weekly order',
        address: null,
        additionalData: [{ key: 'Account', value: 'A-102' }],
        prefill: {
          firstName: 'Asha',
          lastName: 'Raman',
          mobileNo: '9876543210',
          emailAddress: 'asha@example.com',
          streetAddress: '4 Lake View Road',
          buildingNumber: '12B',
          stateName: 'Tamil Nadu',
          zipCode: '641018',
        },
      },
    ]);
  });

  it('opens an existing code filled in, keeps its coordinates and can drop the prefill', async () => {
    const user = userEvent.setup();
    const located = {
      businessAddress: '4 Lake View Road',
      placeId: 'place-1',
      latitude: 11.01,
      longitude: 76.95,
    };
    const code = makeQrCode({
      identifier: 'Asha Raman',
      description: 'Weekly order',
      address: located,
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
      prefill: { ...EMPTY_PREFILL, firstName: 'Asha', mobileNo: '9876543210' },
    });
    const fetchMock = mockFetch(({ body }) => ({ body: { ...code, ...(body as object) } }));
    const { dialog, onSaved } = renderDialog('restaurant', code);

    expect(within(dialog).getByLabelText(/^Identifier Name/)).toHaveValue('Asha Raman');
    expect(within(dialog).getByLabelText('Business Address')).toHaveValue('4 Lake View Road');
    const row = within(dialog).getByRole('group', { name: 'Additional data 1' });
    expect(within(row).getByLabelText('Value')).toHaveValue('Rooftop');
    expect(within(dialog).getByRole('switch', { name: 'Prefill Order' })).toBeChecked();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Asha');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9876543210');

    await user.clear(within(dialog).getByLabelText(/^Identifier Name/));
    await user.type(within(dialog).getByLabelText(/^Identifier Name/), 'Asha R');
    await user.click(within(dialog).getByRole('switch', { name: 'Prefill Order' }));
    expect(within(dialog).queryByLabelText('First name')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(requestsTo(fetchMock, `/api/v1/businesses/restaurant/qr-codes/${code.id}`)).toEqual([
      {
        branchId: MAIN_STREET,
        identifier: 'Asha R',
        description: 'Weekly order',
        address: located,
        additionalData: [{ key: 'Floor', value: 'Rooftop' }],
        prefill: null,
      },
    ]);
  });

  it("shows the plan's limit clearly and a taken identifier on its field", async () => {
    const user = userEvent.setup();
    const limit = 'Your plan allows 25 QR codes. Upgrade your subscription to add more.';
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 409, body: { error: { code: 'LIMIT_REACHED', message: limit } } }
        : {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'This identifier already has a QR code in this store',
                field: 'identifier',
              },
            },
          };
    });
    const { dialog, onSaved } = renderDialog('restaurant');
    await user.type(within(dialog).getByLabelText(/^Identifier Name/), 'Table 26');
    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('QR code limit reached');
    expect(alert).toHaveTextContent(limit);
    expect(
      await screen.findByText(
        `SERVER ERROR WHILE SAVING RESTAURANT QR CODE RECORDS! ${limit.toUpperCase()}`,
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save QR Code' }));
    expect(
      await within(dialog).findByText('This identifier already has a QR code in this store'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Identifier Name/)).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
