import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  groceryItem,
  groceryMenu,
  masalaChai,
  menuPageData,
  restaurantMenu,
} from '../test-fixtures.ts';
import { MenuPage } from './menu-page.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

/** jsdom has no IntersectionObserver: this one reports only what a test says is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeObserver.all = FakeObserver.all.filter((observer) => observer !== this);
  }
  takeRecords() {
    return [];
  }
}

/** Says to whichever live observer watches it that the element with this id came in or went out. */
function report(id: string, isIntersecting: boolean) {
  const target = document.getElementById(id)!;
  const observers = FakeObserver.all.filter((observer) => observer.targets.has(target));
  expect(observers).toHaveLength(1);
  act(() => {
    for (const observer of observers)
      observer.callback(
        [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  });
}

const dessert = { ...masalaChai, id: '44444444-4444-4444-8444-444444444444', name: 'Kulfi' };
const soup = { ...masalaChai, id: '55555555-5555-4555-8555-555555555555', name: 'Rasam' };
const fourCategories = () =>
  restaurantMenu({
    categories: [
      ...restaurantMenu().categories,
      { name: 'Soups', items: [soup] },
      { name: 'Desserts', items: [dessert] },
    ],
  });

const bar = () => screen.getByRole('navigation', { name: 'Menu categories' });
const marked = () =>
  within(bar())
    .queryAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => `${link.textContent} (${link.getAttribute('aria-current')})`);

/** Where each link and the bar are on the screen, in px from the left, for the sideways scroll. */
function layOut(list: HTMLElement, width: number, linkWidth: number) {
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, width, 36));
  within(list)
    .getAllByRole('link')
    .forEach((link, index) =>
      vi
        .spyOn(link, 'getBoundingClientRect')
        .mockReturnValue(new DOMRect(index * linkWidth, 0, linkWidth, 36)),
    );
}

describe('the category bar', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    // jsdom has no Element.scrollBy; a test that gives it one takes it away again.
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  it('marks the category being read, the first of two in view, and the last at the end', () => {
    render(<MenuPage page={menuPageData(fourCategories())} />);
    // The server's page marks none, and neither does the first render: nothing to mismatch.
    expect(marked()).toEqual([]);

    report('category-4', true);
    expect(marked()).toEqual(['Desserts (location)']);

    report('category-3', true);
    expect(marked()).toEqual(['Soups (location)']);
    report('category-3', false);
    report('category-4', false);
    // Between sections (or above the first), the last one read stays marked.
    expect(marked()).toEqual(['Desserts (location)']);

    report('category-2', true);
    expect(marked()).toEqual(['CoolDrinks (location)']);
    // A short last category never reaches the band under the bar: the end of the list marks it.
    report('categories-end', true);
    expect(marked()).toEqual(['Desserts (location)']);
    report('categories-end', false);
    expect(marked()).toEqual(['CoolDrinks (location)']);
  });

  it('watches a band under the sticky bar, not the whole screen', () => {
    render(<MenuPage page={menuPageData(fourCategories())} />);
    const band = FakeObserver.all.find((observer) =>
      observer.targets.has(document.getElementById('category-1')!),
    );
    expect(band?.options.rootMargin).toMatch(/^-\d+px 0px -60% 0px$/);
    expect(band?.targets.size).toBe(4);
  });

  it('scrolls the bar sideways to show the marked link, smoothly unless motion is reduced', () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<MenuPage page={menuPageData(fourCategories())} />);
    const list = within(bar()).getByRole('list');
    layOut(list, 300, 120);

    // CoolDrinks (120–240 px) is in the bar already: the bar stays put.
    report('category-2', true);
    expect(scrollBy).not.toHaveBeenCalled();

    // Desserts (360–480 px) is past the right edge: its centre is brought to the bar's centre.
    report('categories-end', true);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ left: 270, behavior: 'smooth' });
  });

  it('jumps rather than glides for a guest who asked for less motion', () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    render(<MenuPage page={menuPageData(fourCategories())} />);
    layOut(within(bar()).getByRole('list'), 300, 120);
    report('categories-end', true);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ left: 270, behavior: 'auto' });
  });

  it('scrolls the other way in right-to-left, where the later links are on the left', () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<MenuPage page={menuPageData(fourCategories())} />);
    const list = within(bar()).getByRole('list');
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 36));
    within(list)
      .getAllByRole('link')
      .forEach((link, index) =>
        vi
          .spyOn(link, 'getBoundingClientRect')
          .mockReturnValue(new DOMRect(180 - index * 120, 0, 120, 36)),
      );
    report('categories-end', true);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ left: -270, behavior: 'smooth' });
  });

  it("leaves the bar where the guest's own finger put it", () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<MenuPage page={menuPageData(fourCategories())} />);
    const list = within(bar()).getByRole('list');
    layOut(list, 300, 120);
    list.dispatchEvent(new Event('touchstart'));
    report('categories-end', true);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(marked()).toEqual(['Desserts (location)']);
  });

  it('marks the aisle being read in a grocery, as more products arrive', () => {
    const menu = groceryMenu([groceryItem(1), groceryItem(2)], 4);
    menu.categories = [
      { name: 'Produce', items: [groceryItem(1)] },
      { name: 'Snacks', items: [groceryItem(2, 'Snacks')] },
    ];
    render(<MenuPage page={menuPageData(menu)} />);
    report('category-2', true);
    expect(marked()).toEqual(['Snacks (location)']);
  });

  it('keeps plain links when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<MenuPage page={menuPageData(fourCategories())} />);
    expect(within(bar()).getByRole('link', { name: 'Desserts' })).toHaveAttribute(
      'href',
      '#category-4',
    );
    expect(marked()).toEqual([]);
  });
});

describe('Skip to cart', () => {
  it('is the first Tab stop once the cart has something, and moves focus to View cart', async () => {
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(groceryMenu([groceryItem(1)], 1))} />);
    const add = screen.getByRole('button', { name: 'Add Product 001' });
    // The ordering code is here (the guest touched the page), the cart still empty: no link.
    await user.keyboard('{Shift}');
    // Its card's Add is now the ordering code's (it becomes − 1 + in place).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Product 001' })).not.toBe(add),
    );
    expect(screen.queryByRole('link', { name: 'Skip to cart' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product 001' }));
    const viewCart = await screen.findByRole('button', { name: /View cart/ });
    // Adding keeps the guest on the product (the stepper), to go on shopping.
    expect(screen.getByRole('button', { name: 'Increase quantity of Product 001' })).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to cart' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(viewCart).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
