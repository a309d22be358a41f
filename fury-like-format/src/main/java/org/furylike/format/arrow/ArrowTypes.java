package org.furylike.format.arrow;

import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.types.DateUnit;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.TimeUnit;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;
import org.furylike.format.RowField;
import org.furylike.format.RowSchema;
import org.furylike.format.RowType;

/** The Arrow type of each row kind (the table is in docs/row-format.md). */
final class ArrowTypes {
  private ArrowTypes() {}

  static Schema schema(RowSchema s) {
    return new Schema(fields(s));
  }

  private static List<Field> fields(RowSchema s) {
    List<Field> out = new ArrayList<>();
    for (RowField f : s.fields()) {
      out.add(field(f.name(), f.type(), true));
    }
    return out;
  }

  static Field field(String name, RowType t, boolean nullable) {
    switch (t.kind()) {
      case STRUCT:
        return new Field(
            name, new FieldType(nullable, ArrowType.Struct.INSTANCE, null), fields(t.struct()));
      case ARRAY:
        return new Field(
            name,
            new FieldType(nullable, ArrowType.List.INSTANCE, null),
            List.of(field("element", t.element(), true)));
      case MAP:
        Field entries =
            new Field(
                "entries",
                new FieldType(false, ArrowType.Struct.INSTANCE, null),
                List.of(field("key", t.key(), false), field("value", t.value(), true)));
        return new Field(
            name, new FieldType(nullable, new ArrowType.Map(false), null), List.of(entries));
      default:
        return new Field(name, new FieldType(nullable, scalar(t), null), null);
    }
  }

  private static ArrowType scalar(RowType t) {
    switch (t.kind()) {
      case BOOL:
        return ArrowType.Bool.INSTANCE;
      case INT8:
        return new ArrowType.Int(8, true);
      case INT16:
        return new ArrowType.Int(16, true);
      case CHAR:
        return new ArrowType.Int(16, false);
      case INT32:
        return new ArrowType.Int(32, true);
      case INT64:
        return new ArrowType.Int(64, true);
      case FLOAT32:
        return new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE);
      case FLOAT64:
        return new ArrowType.FloatingPoint(FloatingPointPrecision.DOUBLE);
      case DATE:
        return new ArrowType.Date(DateUnit.DAY);
      case INSTANT:
        return new ArrowType.Timestamp(TimeUnit.NANOSECOND, "UTC");
      case DATETIME:
        return new ArrowType.Timestamp(TimeUnit.NANOSECOND, null);
      case DURATION:
        return new ArrowType.Duration(TimeUnit.NANOSECOND);
      case BIGINT:
      case BINARY:
        return ArrowType.Binary.INSTANCE;
      default:
        // string, enum (constant name) and decimal (its exact text: a row's decimals have no
        // common precision and scale, which an Arrow decimal column needs)
        return ArrowType.Utf8.INSTANCE;
    }
  }
}
