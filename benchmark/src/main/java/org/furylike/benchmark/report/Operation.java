package org.furylike.benchmark.report;

/** The benchmark methods of {@code SerializationBenchmark}, in report order. */
public enum Operation {
  SERIALIZE("serialize", "serialize"),
  SERIALIZE_REUSED("serializeReused", "serialize (reused buffer)"),
  DESERIALIZE("deserialize", "deserialize");

  private final String method;
  private final String label;

  Operation(String method, String label) {
    this.method = method;
    this.label = label;
  }

  /** The benchmark method's name. */
  public String method() {
    return method;
  }

  /** The column and legend label. */
  public String label() {
    return label;
  }

  /** The operation whose benchmark method is {@code method}, or null. */
  public static Operation byMethod(String method) {
    for (Operation op : values()) {
      if (op.method.equals(method)) {
        return op;
      }
    }
    return null;
  }
}
