// Objective-C is not read: buttonlab refuses this file by name.
#import <UIKit/UIKit.h>
