package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Image;
import org.furylike.benchmark.data.Media;
import org.furylike.benchmark.data.MediaContent;
import org.furylike.benchmark.fbs.FbImage;
import org.furylike.benchmark.fbs.FbMedia;
import org.furylike.benchmark.fbs.FbMediaContent;
import org.furylike.benchmark.fbs.FbMediaContentT;

/**
 * Writes {@link MediaContent} into a flatbuffer and reads it back. Strings, vectors and child
 * tables are written before the table that points at them, as flatbuffers requires; scalars are
 * added widest first.
 */
final class MediaContentFlatMapping implements FlatMapping<MediaContent, FbMediaContentT> {
  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  @Override
  public int write(FlatBufferBuilder b, MediaContent c) {
    int media = c.media == null ? 0 : writeMedia(b, c.media);
    int images = 0;
    if (c.images != null) {
      int[] offsets = new int[c.images.size()];
      for (int i = 0; i < offsets.length; i++) {
        offsets[i] = writeImage(b, c.images.get(i));
      }
      images = FbMediaContent.createImagesVector(b, offsets);
    }
    FbMediaContent.startFbMediaContent(b);
    FbMediaContent.addMedia(b, media);
    FbMediaContent.addImages(b, images);
    return FbMediaContent.endFbMediaContent(b);
  }

  private static int writeMedia(FlatBufferBuilder b, Media m) {
    int uri = b.createString(m.uri);
    int title = m.title == null ? 0 : b.createString(m.title);
    int format = b.createString(m.format);
    int persons = 0;
    if (m.persons != null) {
      int[] offsets = new int[m.persons.size()];
      for (int i = 0; i < offsets.length; i++) {
        offsets[i] = b.createString(m.persons.get(i));
      }
      persons = FbMedia.createPersonsVector(b, offsets);
    }
    int copyright = m.copyright == null ? 0 : b.createString(m.copyright);
    FbMedia.startFbMedia(b);
    FbMedia.addDuration(b, m.duration);
    FbMedia.addSize(b, m.size);
    FbMedia.addUri(b, uri);
    FbMedia.addTitle(b, title);
    FbMedia.addWidth(b, m.width);
    FbMedia.addHeight(b, m.height);
    FbMedia.addFormat(b, format);
    FbMedia.addBitrate(b, m.bitrate);
    FbMedia.addPersons(b, persons);
    FbMedia.addCopyright(b, copyright);
    FbMedia.addHasBitrate(b, m.hasBitrate);
    FbMedia.addPlayer(b, (byte) m.player.ordinal());
    return FbMedia.endFbMedia(b);
  }

  private static int writeImage(FlatBufferBuilder b, Image i) {
    int uri = b.createString(i.uri);
    int title = i.title == null ? 0 : b.createString(i.title);
    int media = i.media == null ? 0 : writeMedia(b, i.media);
    FbImage.startFbImage(b);
    FbImage.addUri(b, uri);
    FbImage.addTitle(b, title);
    FbImage.addWidth(b, i.width);
    FbImage.addHeight(b, i.height);
    FbImage.addMedia(b, media);
    FbImage.addSize(b, (byte) i.size.ordinal());
    return FbImage.endFbImage(b);
  }

  @Override
  public MediaContent read(ByteBuffer bb) {
    FbMediaContent f = FbMediaContent.getRootAsFbMediaContent(bb);
    MediaContent c = new MediaContent();
    FbMedia media = f.media();
    c.media = media == null ? null : readMedia(media);
    int n = f.imagesLength();
    List<Image> images = new ArrayList<>(n);
    FbImage image = new FbImage();
    for (int i = 0; i < n; i++) {
      images.add(readImage(f.images(image, i)));
    }
    c.images = images;
    return c;
  }

  private static Media readMedia(FbMedia f) {
    Media m = new Media();
    m.uri = f.uri();
    m.title = f.title();
    m.width = f.width();
    m.height = f.height();
    m.format = f.format();
    m.duration = f.duration();
    m.size = f.size();
    m.bitrate = f.bitrate();
    m.hasBitrate = f.hasBitrate();
    StringVector persons = f.personsVector();
    int n = persons == null ? 0 : persons.length();
    List<String> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(persons.get(i));
    }
    m.persons = list;
    m.player = PLAYERS[f.player()];
    m.copyright = f.copyright();
    return m;
  }

  private static Image readImage(FbImage f) {
    Image i = new Image();
    i.uri = f.uri();
    i.title = f.title();
    i.width = f.width();
    i.height = f.height();
    i.size = SIZES[f.size()];
    FbMedia media = f.media();
    i.media = media == null ? null : readMedia(media);
    return i;
  }

  @Override
  public int pack(FlatBufferBuilder b, FbMediaContentT message) {
    return FbMediaContent.pack(b, message);
  }

  @Override
  public FbMediaContentT unpack(ByteBuffer bb) {
    return FbMediaContent.getRootAsFbMediaContent(bb).unpack();
  }
}
