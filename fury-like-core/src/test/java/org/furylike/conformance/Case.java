package org.furylike.conformance;

import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * One round-trip case of the suite: a fresh value per run, the comparison of original and result,
 * whether it needs reference tracking (cycles), and whether its identity topology is compared.
 */
record Case(
    String family,
    String name,
    Supplier<Object> value,
    BiConsumer<Object, Object> check,
    boolean refsOnly,
    boolean topology) {

  /** A case compared with {@link Checks#SAME}, topology compared, in every config. */
  static Case of(String family, String name, Supplier<Object> value) {
    return new Case(family, name, value, Checks.SAME, false, true);
  }

  Case checkedBy(BiConsumer<Object, Object> c) {
    return new Case(family, name, value, c, refsOnly, topology);
  }

  /** Only with reference tracking on (the value has cycles). */
  Case onlyWithRefs() {
    return new Case(family, name, value, check, true, topology);
  }

  /** Without the topology comparison (iteration order of identity-hashed sets differs). */
  Case withoutTopology() {
    return new Case(family, name, value, check, refsOnly, false);
  }

  @Override
  public String toString() {
    return family + ": " + name;
  }
}
