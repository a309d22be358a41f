/**
 * Settings: {@link org.furylike.config.FuryBuilder} collects them, {@link
 * org.furylike.config.Config} holds them frozen (immutable, with a stable hash, so instances with
 * equal settings share generated code), {@link org.furylike.config.Limits} the per-message read
 * limits and {@link org.furylike.config.CompatibleMode} how schemas travel. Public API.
 */
package org.furylike.config;
