/*
 * The shop feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/shop is private to it.
 */

/** Course purchases place shop orders and show them as the shop does (orders.ts). */
export { insertOrder, toOrders } from './orders.ts';
