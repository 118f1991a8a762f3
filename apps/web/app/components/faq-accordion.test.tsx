import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../config/faq';
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  it('has the 14 questions of docs/product.md §2.1, all closed at first', () => {
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(14);
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens and closes an answer from the keyboard, and ties the button to its region', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    const first = screen.getByRole('button', { name: FAQ_ENTRIES[0]!.question });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: FAQ_ENTRIES[0]!.question });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(FAQ_ENTRIES[0]!.answer);
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[13]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[13]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });
});
