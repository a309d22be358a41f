package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import org.furylike.benchmark.data.NameRecord;
import org.furylike.benchmark.fbs.FbNameRecord;
import org.furylike.benchmark.fbs.FbNameRecordT;

/** Writes {@link NameRecord} into a flatbuffer and reads it back; the name is never null. */
final class NameRecordFlatMapping implements FlatMapping<NameRecord, FbNameRecordT> {
  @Override
  public int write(FlatBufferBuilder b, NameRecord r) {
    int name = b.createString(r.name());
    FbNameRecord.startFbNameRecord(b);
    FbNameRecord.addName(b, name);
    FbNameRecord.addCount(b, r.count());
    FbNameRecord.addDelta(b, r.delta());
    FbNameRecord.addCode(b, r.code());
    return FbNameRecord.endFbNameRecord(b);
  }

  @Override
  public NameRecord read(ByteBuffer bb) {
    FbNameRecord f = FbNameRecord.getRootAsFbNameRecord(bb);
    return new NameRecord(f.name(), f.count(), f.delta(), f.code());
  }

  @Override
  public int pack(FlatBufferBuilder b, FbNameRecordT message) {
    return FbNameRecord.pack(b, message);
  }

  @Override
  public FbNameRecordT unpack(ByteBuffer bb) {
    return FbNameRecord.getRootAsFbNameRecord(bb).unpack();
  }
}
