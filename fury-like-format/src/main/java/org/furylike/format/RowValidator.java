package org.furylike.format;

/**
 * Walks a row and everything it contains, checking every offset, size and count against the region
 * that holds it and every fixed value that has invalid encodings (booleans, dates, nanoseconds,
 * enum names of a known class).
 */
final class RowValidator {
  private RowValidator() {}

  static void validate(BinaryRow row) {
    RowSchema s = row.schema();
    for (int i = 0; i < s.size(); i++) {
      if (!row.isNullAt(i)) {
        field(row, i, s.field(i).type());
      }
    }
  }

  private static void field(BinaryRow row, int i, RowType t) {
    switch (t.kind()) {
      case STRUCT:
        validate(row.getStruct(i));
        break;
      case ARRAY:
        validate(row.getArray(i));
        break;
      case MAP:
        row.getMap(i).validate();
        break;
      default:
        row.readValue(i, row.schema().field(i).codec());
    }
  }

  static void validate(BinaryArray a) {
    RowType t = a.elementType();
    for (int j = 0; j < a.size(); j++) {
      if (a.isNullAt(j)) {
        continue;
      }
      switch (t.kind()) {
        case STRUCT:
          validate(a.getStruct(j));
          break;
        case ARRAY:
          validate(a.getArray(j));
          break;
        case MAP:
          a.getMap(j).validate();
          break;
        default:
          a.get(j);
      }
    }
  }
}
