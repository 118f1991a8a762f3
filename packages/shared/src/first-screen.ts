/*
 * Issue 24.1: a customer-area page whose first screen the API paints with the member's data.
 */

/**
 * The id of the data block (`<script type="application/json">`) in which the API writes the
 * answers it painted a page's first screen from, by the address the page's code would ask them
 * at, so that the code takes them instead of asking again and renders what the HTML shows.
 */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';
