package org.furylike.format;

import java.util.ArrayList;
import java.util.List;

/** Builds the error for a row whose schema fingerprint is not the reader's. */
final class SchemaMismatch {
  private SchemaMismatch() {}

  static RowFormatException of(long writerFingerprint, RowSchema reader, int offset) {
    RowSchema writer = RowSchema.forFingerprint(writerFingerprint);
    String head =
        "row at offset "
            + offset
            + " was written with schema fingerprint "
            + Long.toHexString(writerFingerprint)
            + " but "
            + reader.name()
            + " has "
            + Long.toHexString(reader.fingerprint());
    if (writer == null) {
      return new RowFormatException(
          head
              + "; the writer's schema is unknown to this process (use "
              + "RowSchema.parse with the writer's layout and RowEncoder.projecting to read it)");
    }
    return new RowFormatException(
        head
            + "; differing fields: "
            + String.join("; ", differences(writer, reader))
            + " (use RowEncoder.projecting(writerSchema) to read it)");
  }

  /** One line per field that is missing on one side or has another layout. */
  static List<String> differences(RowSchema writer, RowSchema reader) {
    List<String> out = new ArrayList<>();
    for (RowField w : writer.fields()) {
      RowField r = reader.fieldOrNull(w.name());
      if (r == null) {
        out.add("'" + w.name() + "' only in the writer (" + w.type().layout() + ")");
      } else if (!r.type().sameLayout(w.type())) {
        out.add(
            "'"
                + w.name()
                + "' is "
                + w.type().layout()
                + " in the writer, "
                + r.type().layout()
                + " in the reader");
      } else if (r.index() != w.index()) {
        out.add("'" + w.name() + "' moved from slot " + w.index() + " to " + r.index());
      }
    }
    for (RowField r : reader.fields()) {
      if (writer.fieldOrNull(r.name()) == null) {
        out.add("'" + r.name() + "' only in the reader (" + r.type().layout() + ")");
      }
    }
    return out;
  }
}
